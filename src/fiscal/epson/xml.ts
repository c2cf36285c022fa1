// A small XML reader and writer for the Fiscal ePOS-Print documents: elements, attributes,
// text and the five named entities plus numeric references. Enough for the printer's requests
// and answers; anything else (a DTD, an unclosed tag, text outside the root) is malformed.

export type XmlElement = {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
};

export class XmlError extends Error {}

/** Escapes text for an attribute value or element content. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** `<name a="1" b="2" />` with every value escaped; attributes whose value is undefined are left out. */
export function element(name: string, attrs: Record<string, string | number | undefined>): string {
  const list = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join("");
  return `<${name}${list} />`;
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.replace(/&([^;&\s]*);?/g, (match, body: string) => {
    if (!match.endsWith(";")) throw new XmlError(`Entità non terminata: ${match}`);
    if (body.startsWith("#x") || body.startsWith("#X")) {
      const code = Number.parseInt(body.slice(2), 16);
      if (!Number.isFinite(code)) throw new XmlError(`Riferimento non valido: ${match}`);
      return String.fromCodePoint(code);
    }
    if (body.startsWith("#")) {
      const code = Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code)) throw new XmlError(`Riferimento non valido: ${match}`);
      return String.fromCodePoint(code);
    }
    const named = NAMED[body];
    if (named === undefined) throw new XmlError(`Entità sconosciuta: ${match}`);
    return named;
  });
}

const NAME = /^[A-Za-z_][\w.:-]*/;

/** Parses a whole document and returns its root element; throws XmlError when malformed. */
export function parseXml(source: string): XmlElement {
  let pos = 0;
  const text = source.replace(/^\uFEFF/, "");

  const skipMisc = () => {
    for (;;) {
      const rest = text.slice(pos);
      const ws = /^\s+/.exec(rest);
      if (ws) { pos += ws[0].length; continue; }
      if (rest.startsWith("<?")) {
        const end = text.indexOf("?>", pos);
        if (end < 0) throw new XmlError("Istruzione di elaborazione non chiusa");
        pos = end + 2;
        continue;
      }
      if (rest.startsWith("<!--")) {
        const end = text.indexOf("-->", pos);
        if (end < 0) throw new XmlError("Commento non chiuso");
        pos = end + 3;
        continue;
      }
      return;
    }
  };

  const readElement = (): XmlElement => {
    if (text[pos] !== "<") throw new XmlError(`Atteso un elemento alla posizione ${pos}`);
    pos += 1;
    const nameMatch = NAME.exec(text.slice(pos));
    if (!nameMatch) throw new XmlError(`Nome di elemento non valido alla posizione ${pos}`);
    const name = nameMatch[0];
    pos += name.length;
    const attrs: Record<string, string> = {};
    for (;;) {
      const ws = /^\s*/.exec(text.slice(pos));
      pos += ws ? ws[0].length : 0;
      if (text.startsWith("/>", pos)) {
        pos += 2;
        return { name, attrs, children: [], text: "" };
      }
      if (text[pos] === ">") { pos += 1; break; }
      const attr = /^([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(text.slice(pos));
      if (!attr) throw new XmlError(`Attributo non valido in <${name}>`);
      const key = attr[1] ?? "";
      if (key in attrs) throw new XmlError(`Attributo ripetuto ${key} in <${name}>`);
      attrs[key] = decodeEntities(attr[3] ?? attr[4] ?? "");
      pos += attr[0].length;
    }
    const children: XmlElement[] = [];
    let content = "";
    for (;;) {
      if (pos >= text.length) throw new XmlError(`Elemento <${name}> non chiuso`);
      if (text.startsWith("</", pos)) {
        const close = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(text.slice(pos));
        if (!close || close[1] !== name) throw new XmlError(`Chiusura errata per <${name}>`);
        pos += close[0].length;
        return { name, attrs, children, text: content };
      }
      if (text.startsWith("<!--", pos)) {
        const end = text.indexOf("-->", pos);
        if (end < 0) throw new XmlError("Commento non chiuso");
        pos = end + 3;
        continue;
      }
      if (text.startsWith("<![CDATA[", pos)) {
        const end = text.indexOf("]]>", pos);
        if (end < 0) throw new XmlError("CDATA non chiuso");
        content += text.slice(pos + 9, end);
        pos = end + 3;
        continue;
      }
      if (text[pos] === "<") {
        children.push(readElement());
        continue;
      }
      const next = text.indexOf("<", pos);
      const chunk = text.slice(pos, next < 0 ? text.length : next);
      content += decodeEntities(chunk);
      pos += chunk.length;
    }
  };

  skipMisc();
  if (text.startsWith("<!", pos)) throw new XmlError("Dichiarazioni DTD non ammesse");
  const root = readElement();
  skipMisc();
  if (pos !== text.length) throw new XmlError("Contenuto dopo l'elemento radice");
  return root;
}

/** The element's local name without its namespace prefix (`s:Body` → `Body`). */
export function localName(el: XmlElement): string {
  const colon = el.name.indexOf(":");
  return colon < 0 ? el.name : el.name.slice(colon + 1);
}

/** The first child with that local name, searching the whole subtree depth-first. */
export function findDeep(el: XmlElement, name: string): XmlElement | undefined {
  for (const child of el.children) {
    if (localName(child) === name) return child;
    const inner = findDeep(child, name);
    if (inner) return inner;
  }
  return undefined;
}
