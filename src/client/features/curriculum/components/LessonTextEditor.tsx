import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

interface LessonTextEditorProps {
  /** The lesson's HTML when the editor opens. */
  initialHtml: string;
  /** Called with the editor's HTML after every change (the server sanitises what is saved). */
  onChange: (html: string) => void;
  /** The id of the label naming the editor. */
  labelledBy: string;
}

/**
 * The rich-text editor of a text lesson (issue 27 item 1): Mantine's Tiptap editor with headings,
 * emphasis, lists, quotes, code and links, the tags the server keeps. Loaded lazily: it is a large
 * chunk only the course editor needs.
 */
export default function LessonTextEditor({ initialHtml, onChange, labelledBy }: LessonTextEditorProps) {
  const { t } = useTranslation();
  /** The toolbar's and link editor's names for screen readers (Mantine's are in English). */
  const labels = {
    boldControlLabel: t('Bold'),
    italicControlLabel: t('Italic'),
    underlineControlLabel: t('Underline'),
    strikeControlLabel: t('Strikethrough'),
    codeControlLabel: t('Code'),
    h2ControlLabel: t('Heading 2'),
    h3ControlLabel: t('Heading 3'),
    blockquoteControlLabel: t('Blockquote'),
    hrControlLabel: t('Horizontal line'),
    bulletListControlLabel: t('Bullet list'),
    orderedListControlLabel: t('Ordered list'),
    linkControlLabel: t('Link'),
    unlinkControlLabel: t('Remove link'),
    linkEditorInputLabel: t('Enter URL'),
    linkEditorExternalLink: t('Open link in a new tab'),
    linkEditorInternalLink: t('Open link in the same tab'),
    linkEditorSave: t('Save'),
  };
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} labels={labels}>
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
          <RichTextEditor.Blockquote />
          <RichTextEditor.Hr />
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={160} />
    </RichTextEditor>
  );
}
