import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DialogFrameProps } from './DialogModal';

type DialogModalComponent = typeof import('./DialogModal').default;

/** Mantine's Modal and what it brings (focus trap, scroll area, positioning), once loaded. */
let loaded: DialogModalComponent | null = null;
let loading: Promise<DialogModalComponent> | null = null;

/** Loads the dialogs' code once for the whole app; a failed load is tried again by the next dialog. */
function loadDialogModal(): Promise<DialogModalComponent> {
  loading ??= import('./DialogModal').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The frame every dialog of the product shares (see `DialogModal`): a title, a Close button, the
 * focus trap, Escape and the overlay. Its code is not part of a page's first load: it is fetched
 * once the page with a dialog has rendered (so it is there by the time one is opened), and a
 * dialog opened before it arrives shows a spinner meanwhile.
 */
export function DialogFrame(props: DialogFrameProps) {
  const { t } = useTranslation();
  const [Modal, setModal] = useState<DialogModalComponent | null>(() => loaded);
  useEffect(() => {
    if (Modal) return;
    loadDialogModal().then(
      (component) => setModal(() => component),
      () => {
        // Offline or a new deployment: the next render of a dialog tries again.
      },
    );
  }, [Modal]);
  if (Modal) return <Modal {...props} />;
  if (!props.opened) return null;
  return (
    <Center pos="fixed" inset={0} style={{ zIndex: 200 }}>
      <Loader aria-label={t('Loading')} />
    </Center>
  );
}
