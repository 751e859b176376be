import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from './lazyNamed';

// The library loads after the first paint, with the pages that raise toasts (each a lazy chunk, through toast.ts):
// out of the first chunk every page waits for.
const ToastContainer = lazyNamed(() => import('react-toastify/unstyled'), 'ToastContainer');

/** Where toasts appear: top right below the header (at the bottom on a phone, see styles.css), 5 s, paused on hover or when the window loses focus (spec part 1, section 8); mirrored in a right-to-left language. */
export function Toasts() {
  const { i18n } = useTranslation();
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        rtl={i18n.dir() === 'rtl'}
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
      />
    </Suspense>
  );
}
