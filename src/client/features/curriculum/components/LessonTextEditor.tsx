import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

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
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor}>
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
