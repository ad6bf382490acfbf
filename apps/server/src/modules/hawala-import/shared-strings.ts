import { XmlScanner, type XmlHandler } from './xml-scanner';
import { xmlText } from './xml-text';

/**
 * The text of an <si> (or an inline <is>): its <t>, or the <t> of each rich-text run joined, leaving out phonetic
 * guides (<rPh>), which annotate the text rather than being part of it.
 */
export class StringItem {
  private raw = '';
  private depthInPhonetic = 0;

  constructor(private readonly scanner: XmlScanner) {}

  /** Call for each tag inside the <si> or <is>. */
  open(name: string) {
    if (name === 'rPh') this.depthInPhonetic++;
    else if (name === 't' && this.depthInPhonetic === 0) {
      this.scanner.wantText = true;
    }
  }

  close(name: string) {
    if (name === 'rPh') this.depthInPhonetic--;
    else if (name === 't') this.scanner.wantText = false;
  }

  text(raw: string) {
    this.raw += raw;
  }

  /** The text so far, decoded, and a fresh start for the next string. */
  take(): string {
    const text = xmlText(this.raw);
    this.raw = '';
    this.depthInPhonetic = 0;
    return text;
  }
}

/** xl/sharedStrings.xml, streamed: the table every t="s" cell indexes into. */
export async function readSharedStrings(chunks: AsyncIterable<string>): Promise<string[]> {
  const strings: string[] = [];
  let inItem = false;
  const handler: XmlHandler = {
    open(name) {
      if (name === 'si') inItem = true;
      else if (inItem) item.open(name);
    },
    close(name) {
      if (name === 'si') {
        strings.push(item.take());
        inItem = false;
      } else if (inItem) item.close(name);
    },
    text: (raw) => item.text(raw),
  };
  const scanner = new XmlScanner(handler);
  const item = new StringItem(scanner);
  for await (const chunk of chunks) scanner.write(chunk);
  scanner.end();
  return strings;
}
