import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The frame every dialog of the product shares: Mantine's Modal (focus trap, Escape, overlay) with
 * a title and a Close button. The header is given `role="none"`: Mantine renders it as a
 * `<header>`, which axe would count as a second banner landmark on the page.
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalRootProps['size'];
  children: ReactNode;
}) {
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
