// The profiles feature's public part for the app's dashboard: the mentor's switch for new applications.
export { AcceptingControl } from './components/AcceptingControl';
