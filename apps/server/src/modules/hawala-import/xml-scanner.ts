/** What an XmlScanner reports. Names are local names: a namespace prefix ('x:c') is dropped. */
export interface XmlHandler {
  /** A start tag; `tag` is its whole text from '<' to '>', for `attribute()`. */
  open(name: string, tag: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Character data between tags, still escaped, only while `wantText` is set; one run may come in pieces. */
  text(raw: string): void;
}

/**
 * A longest tag or run of text the scanner holds while waiting for its end: far above anything a spreadsheet
 * program writes (Excel caps a cell at 32,767 characters), low enough that a file cannot make it hold megabytes.
 */
const maxPending = 1024 * 1024;

const isNameEnd = (code: number) => code === 0x20 || code === 0x3e || code === 0x2f || code === 0x09 || code === 0x0a || code === 0x0d;

/**
 * A forward-only XML tokenizer for the parts of an xlsx, fed text chunk by chunk so a large sheet is never one
 * string. It knows tags, text and CDATA; comments, processing instructions and the DOCTYPE are skipped (an xlsx
 * declares no entities of its own). Not a validating parser: it trusts the nesting the handler expects.
 */
export class XmlScanner {
  /** Set by the handler while it wants character data (inside <v> or <t>). */
  wantText = false;
  private pending = '';

  constructor(private readonly handler: XmlHandler) {}

  write(chunk: string) {
    const input = this.pending + chunk;
    const end = input.length;
    let at = 0;
    while (at < end) {
      const lt = input.indexOf('<', at);
      if (lt < 0) {
        if (this.wantText) this.handler.text(input.slice(at));
        at = end;
        break;
      }
      if (lt > at && this.wantText) this.handler.text(input.slice(at, lt));
      const next = this.markup(input, lt);
      if (next < 0) {
        at = lt;
        break;
      }
      at = next;
    }
    this.pending = at < end ? input.slice(at) : '';
    if (this.pending.length > maxPending) throw new Error('an XML tag does not end');
  }

  /** Checks the input ended on a whole tag. */
  end() {
    if (this.pending.trim() !== '') throw new Error('the XML ends inside a tag');
  }

  /** Reads the markup starting at `lt`; returns where it ends, or -1 when it ends in a later chunk. */
  private markup(input: string, lt: number): number {
    const second = input.charCodeAt(lt + 1);
    if (second === 0x21 /* ! */) return this.declaration(input, lt);
    const gt = input.indexOf('>', lt + 1);
    if (gt < 0) return -1;
    if (second === 0x3f /* ? */) return gt + 1;
    if (second === 0x2f /* / */) {
      this.handler.close(localName(input, lt + 2));
      return gt + 1;
    }
    const selfClosing = input.charCodeAt(gt - 1) === 0x2f;
    this.handler.open(localName(input, lt + 1), input.slice(lt, gt + 1), selfClosing);
    if (selfClosing) this.handler.close(localName(input, lt + 1));
    return gt + 1;
  }

  private declaration(input: string, lt: number): number {
    if (input.startsWith('<![CDATA[', lt)) {
      const close = input.indexOf(']]>', lt + 9);
      if (close < 0) return -1;
      if (this.wantText) this.handler.text(escapeText(input.slice(lt + 9, close)));
      return close + 3;
    }
    if (input.startsWith('<!--', lt)) {
      const close = input.indexOf('-->', lt + 4);
      return close < 0 ? -1 : close + 3;
    }
    const gt = input.indexOf('>', lt + 2);
    return gt < 0 ? -1 : gt + 1;
  }
}

function localName(input: string, from: number): string {
  let start = from;
  let to = from;
  for (; to < input.length; to++) {
    const code = input.charCodeAt(to);
    if (isNameEnd(code)) break;
    if (code === 0x3a /* : */) start = to + 1;
  }
  return input.slice(start, to);
}

/** CDATA is literal text; escaped here so the handler decodes all text alike. */
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

/** An attribute's value, still escaped (the attributes read here are names, numbers and cell references). */
export function attribute(tag: string, name: string): string | undefined {
  let at = tag.indexOf(`${name}=`);
  while (at >= 0) {
    const before = tag.charCodeAt(at - 1);
    if (before === 0x20 || before === 0x09 || before === 0x0a || before === 0x0d) {
      const quote = tag[at + name.length + 1];
      if (quote === '"' || quote === "'") {
        const close = tag.indexOf(quote, at + name.length + 2);
        if (close > 0) return tag.slice(at + name.length + 2, close);
      }
    }
    at = tag.indexOf(`${name}=`, at + 1);
  }
  return undefined;
}
