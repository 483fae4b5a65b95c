import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLastShown } from '../lib/use-last-shown';
import { DialogFrame } from './DialogFrame';

/**
 * The edit dialog of a trainer's product (course, session, video, material): `title` over the form
 * that `children` builds for `item`, open while `item` is not null (and showing the last item while
 * it fades out). The form calls `saved(name)` once its save went through: the toast `savedTitle`,
 * "Your changes to “name” are saved.", and the dialog closes (`onClose`).
 */
export function EditDialog<T>({
  item,
  title,
  savedTitle,
  onClose,
  children,
}: {
  item: T | null;
  title: string;
  savedTitle: string;
  onClose: () => void;
  children: (shown: T, saved: (name: string) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const shown = useLastShown(item);
  const saved = (name: string) => {
    notifications.show({
      title: savedTitle,
      message: t('Your changes to “{{name}}” are saved.', { name }),
      color: 'green',
    });
    onClose();
  };
  return (
    <DialogFrame opened={item !== null} onClose={onClose} size="lg" title={title}>
      {shown !== null && children(shown, saved)}
    </DialogFrame>
  );
}
