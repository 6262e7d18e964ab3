// The profiles feature's public parts for other features (the mentor directory's booking button) and the app's
// dashboard (the mentor's switch for new applications).
export { BookingButton } from './components/BookingButton';
export { AcceptingControl } from './components/AcceptingControl';
