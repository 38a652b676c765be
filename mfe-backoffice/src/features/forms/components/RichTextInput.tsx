/**
 * The wysiwyg editor (TipTap, docs/adr/0031): loaded only when a form has a wysiwyg field, so the
 * back-office's first screen does not carry it. It edits HTML; the server sanitises what it stores.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { styled, useTranslation } from '@theke/ui';
import { labelIdOf } from './controls';

const Frame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  .tiptap {
    min-height: 8rem;
    padding: 0.5rem 0.75rem;
    outline: none;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button {
    min-width: 2rem;
    padding: 0.25rem 0.5rem;
    border: 1px solid transparent;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface RichTextInputProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  readOnly: boolean;
}

export default function RichTextInput({ id, value, onChange, readOnly }: RichTextInputProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editable: !readOnly,
    // A contenteditable is not labelable: `<label for>` alone would leave the editor without a name.
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelIdOf(id) } },
    // An empty editor holds '<p></p>': that is "no text".
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });
  // A value replaced from outside (another version loaded after a conflict) shows in the editor.
  // An editor useEditor has destroyed (its effects torn down and set up again, as when React shows
  // a suspended tree) has no schema to read: the one it creates next takes the value.
  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const chain = () => editor?.chain().focus();
  const setLink = () => {
    const href = window.prompt(t('forms.richText.linkPrompt'), editor?.getAttributes('link').href ?? 'https://');
    if (href === null) return;
    if (href === '') chain()?.unsetLink().run();
    else chain()?.extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <Frame>
      {readOnly ? null : (
        <Toolbar role="toolbar" aria-label={t('forms.richText.toolbar')}>
          <button type="button" aria-pressed={active?.bold} title={t('forms.richText.bold')} onClick={() => chain()?.toggleBold().run()}>
            <strong>F</strong>
          </button>
          <button type="button" aria-pressed={active?.italic} title={t('forms.richText.italic')} onClick={() => chain()?.toggleItalic().run()}>
            <em>K</em>
          </button>
          <button type="button" aria-pressed={active?.heading} onClick={() => chain()?.toggleHeading({ level: 2 }).run()}>
            {t('forms.richText.heading')}
          </button>
          <button type="button" aria-pressed={active?.bulletList} onClick={() => chain()?.toggleBulletList().run()}>
            {t('forms.richText.bulletList')}
          </button>
          <button type="button" aria-pressed={active?.orderedList} onClick={() => chain()?.toggleOrderedList().run()}>
            {t('forms.richText.orderedList')}
          </button>
          <button type="button" aria-pressed={active?.link} onClick={setLink}>
            {t('forms.richText.link')}
          </button>
        </Toolbar>
      )}
      <EditorContent editor={editor} />
    </Frame>
  );
}
