import type { ContentBlock } from '@hospital/api-client';
import styles from './ContentBlocks.module.css';

/** The blocks without an opening paragraph that repeats the lead already shown under the h1. */
function withoutLead(blocks: readonly ContentBlock[], lead: string | undefined): readonly ContentBlock[] {
  const [first, ...rest] = blocks;
  return first && first.type === 'paragraph' && lead && first.text.trim() === lead.trim() ? rest : blocks;
}

/** Rich text from the API, rendered block by block (headings start at h2: the page owns the h1). */
export function ContentBlocks({ blocks, lead }: { blocks: readonly ContentBlock[]; lead?: string }) {
  return (
    <div className={styles.prose}>
      {withoutLead(blocks, lead).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 3 ? <h3 key={index}>{block.text}</h3> : <h2 key={index}>{block.text}</h2>;
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
          case 'list': {
            const items = block.items.map((item, i) => <li key={i}>{item}</li>);
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
          }
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{block.text}</p>
                {block.cite && <footer>— {block.cite}</footer>}
              </blockquote>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
