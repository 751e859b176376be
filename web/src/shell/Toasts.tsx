import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';

/** Where toasts appear: top right below the header (at the bottom on a phone, see styles.css), 5 s, paused on hover or when the window loses focus (spec part 1, section 8); mirrored in a right-to-left language. */
export function Toasts() {
  const { i18n } = useTranslation();
  return (
    <ToastContainer position="top-right" rtl={i18n.dir() === 'rtl'} autoClose={5000} pauseOnHover pauseOnFocusLoss draggable draggablePercent={80} />
  );
}
