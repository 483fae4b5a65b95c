import { ActionIcon, Alert, Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OutlineItem } from '../../../../shared/marketplace/course-contents';
import { errorMessage } from '../../../lib/api-client';
import { useAttachable } from '../api/get-attachable';
import { useCourseOutline } from '../api/get-course-outline';
import { useSetCourseContents } from '../api/set-course-contents';

const keyOf = (item: Pick<OutlineItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/**
 * The trainer's (or an admin's) editor of a course's contents: every approved material, video and
 * upcoming session of the course's trainer, checked when the course holds it, in the course's order
 * (moved with the arrows). Save replaces the contents; a refusal keeps the choices and says why.
 */
function ContentsEditor({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const attachable = useAttachable(courseId);
  const outline = useCourseOutline(courseId);
  const save = useSetCourseContents();
  const [chosen, setChosen] = useState<string[] | null>(null);

  if (attachable.isPending || outline.isPending) return <Skeleton height={160} />;
  if (attachable.isError || outline.isError) {
    return <Alert color="red">{errorMessage(attachable.error ?? outline.error)}</Alert>;
  }
  const all = new Map<string, OutlineItem>();
  for (const item of [...outline.data.items, ...attachable.data.items]) all.set(keyOf(item), item);
  const selected = chosen ?? outline.data.items.map(keyOf);
  const others = attachable.data.items.filter((item) => !selected.includes(keyOf(item)));
  const ordered = [...selected.flatMap((key) => all.get(key) ?? []), ...others];

  const toggle = (key: string) =>
    setChosen(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  const move = (key: string, by: -1 | 1) => {
    const index = selected.indexOf(key);
    const target = index + by;
    if (index < 0 || target < 0 || target >= selected.length) return;
    const next = [...selected];
    [next[index], next[target]] = [next[target] as string, next[index] as string];
    setChosen(next);
  };
  const submit = () =>
    save.mutate(
      {
        courseId,
        items: selected.flatMap((key) => {
          const item = all.get(key);
          return item ? [{ kind: item.kind, id: item.id }] : [];
        }),
      },
      {
        onSuccess: () => {
          notifications.show({
            title: 'Course contents saved',
            message: 'Buyers now see the new contents.',
            color: 'green',
          });
          onClose();
        },
        onError: (error) => notifications.show({ title: 'Error', message: errorMessage(error), color: 'red' }),
      },
    );

  return (
    <Stack gap="md">
      {ordered.length === 0 ? (
        <Text size="sm">
          You have nothing to add yet. Submit training materials for review, upload videos or create sessions in the
          trainer tools; approved materials appear here.
        </Text>
      ) : (
        <Stack gap="xs">
          {ordered.map((item) => {
            const key = keyOf(item);
            const index = selected.indexOf(key);
            return (
              <Group key={key} justify="space-between" wrap="nowrap">
                <Checkbox
                  checked={index >= 0}
                  onChange={() => toggle(key)}
                  label={item.title}
                  description={item.detail}
                />
                {index >= 0 && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${item.title} up`}
                      disabled={index === 0}
                      onClick={() => move(key, -1)}
                    >
                      ↑
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${item.title} down`}
                      disabled={index === selected.length - 1}
                      onClick={() => move(key, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save contents
        </Button>
      </Group>
    </Stack>
  );
}

/** The Manage contents button and its dialog, for the course's trainer and admins. */
export function ManageContentsButton({ courseId }: { courseId: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpened(true)}>
        Manage contents
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="What this course contains" size="lg">
        {opened && <ContentsEditor courseId={courseId} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
