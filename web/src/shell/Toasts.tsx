import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toastLibrary, toastsWanted } from './toast';

/** Lets the toasts raised so far through, once the container before it has mounted (effects run in order). */
function ContainerShown() {
  useEffect(() => toastsWanted.containerShown(), []);
  return null;
}

// The library loads with the first toast (toast.ts), out of every page's first load.
const ToastContainer = lazy(async () => {
  const { ToastContainer: Container } = await toastLibrary();
  return {
    default: (props: ComponentProps<typeof Container>) => (
      <>
        <Container {...props} />
        <ContainerShown />
      </>
    ),
  };
});

/** Where toasts appear: top right below the header (at the bottom on a phone, see styles.css), 5 s, paused on hover or when the window loses focus (spec part 1, section 8); mirrored in a right-to-left language. */
export function Toasts() {
  const { i18n } = useTranslation();
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  if (!wanted) return null;
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
