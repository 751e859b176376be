import { ToastContainer } from 'react-toastify/unstyled';

/** Where toasts appear: top right below the header (at the bottom on a phone, see styles.css), 5 s, paused on hover or when the window loses focus (spec part 1, section 8). */
export function Toasts() {
  return <ToastContainer position="top-right" autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} />;
}
