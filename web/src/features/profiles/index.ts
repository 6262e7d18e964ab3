// The profiles feature's public parts for other features (the mentor directory's booking button).
export { BookingButton } from './components/BookingButton';
