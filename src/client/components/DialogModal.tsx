import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a dialog is given: open or not, how it closes, its title, its width and its content. */
export interface DialogFrameProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalRootProps['size'];
  children: ReactNode;
}

/**
 * Mantine's Modal (focus trap, Escape, overlay) with a title and a Close button, loaded by
 * `DialogFrame` when a dialog first opens. The header is given `role="none"`: Mantine renders it
 * as a `<header>`, which axe would count as a second banner landmark on the page.
 */
export default function DialogModal({ opened, onClose, title, size, children }: DialogFrameProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('Close')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
