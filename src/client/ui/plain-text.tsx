import type { JSX, ReactNode } from 'react';

type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const BULLET = /^\s*(?:[-•*–—]|\d{1,2}[.)])\s+/;

/**
 * Splits plain text the way companies type it: blank lines separate paragraphs, lines starting
 * with «-», «•» or «1.» become a list. The text is never parsed as HTML, so whatever a vacancy
 * says is shown as text (no dangerouslySetInnerHTML anywhere).
 */
export function toBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (paragraph.length > 0) flush();
        list.push(line.replace(BULLET, ''));
      } else {
        if (list.length > 0) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

function withBreaks(lines: readonly string[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: line breaks have no identity but their place.
  return lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

export function PlainText({ text, className }: { text: string; className?: string }): JSX.Element {
  return (
    <div className={['plain-text', className ?? ''].filter(Boolean).join(' ')}>
      {toBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no identity but their order.
          <p key={index}>{withBreaks(block.lines)}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are plain text in order.
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
