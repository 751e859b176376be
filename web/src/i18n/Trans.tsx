import type { TFunction } from 'i18next';
import { cloneElement, createElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { getDefaults, getI18n, I18nContext } from 'react-i18next';

/** The HTML tags a text may hold without a component for them (react-i18next's `transKeepBasicHtmlNodesFor`). */
const BASIC_TAGS = ['br', 'strong', 'i', 'p'];

/** A tag as react-i18next's parser reads one (html-parse-stringify): `<name>`, `</name>`, `<name/>`. */
const TAG = /<[a-zA-Z0-9\-!/](?:"[^"]*"|'[^']*'|[^'">])*>/g;
const TAG_NAME = /<\/?([^\s]+?)[/\s>]/;

interface TagNode {
  name: string;
  empty: boolean;
  children: (TagNode | string)[];
}

/**
 * The text split into its tags: those of `known` (the components' names, the basic tags, index tags) become nodes, any
 * other stays text. As react-i18next's parser (html-parse-stringify) has it, text right after a closing or empty tag
 * that is only whitespace is one space, and a closing tag closes only the tag open last.
 */
function parse(text: string, known: (name: string) => boolean): TagNode['children'] {
  const root: TagNode = { name: '', empty: false, children: [] };
  const open = [root];
  let from = 0;
  let pending = '';
  let afterOpening = true;
  const flushText = () => {
    if (pending) open.at(-1)!.children.push(!afterOpening && /^\s*$/.test(pending) ? ' ' : pending);
    pending = '';
  };
  for (const match of text.matchAll(TAG)) {
    const tag = match[0];
    const name = TAG_NAME.exec(tag)?.[1];
    pending += text.slice(from, match.index);
    from = match.index + tag.length;
    if (!name || !known(name)) {
      pending += tag;
      continue;
    }
    flushText();
    if (tag.startsWith('</')) {
      if (open.length > 1 && open.at(-1)!.name === name) open.pop();
      afterOpening = false;
      continue;
    }
    const node: TagNode = { name, empty: tag.endsWith('/>') || name === 'br', children: [] };
    open.at(-1)!.children.push(node);
    if (!node.empty) open.push(node);
    afterOpening = !node.empty;
  }
  pending += text.slice(from);
  flushText();
  return root.children;
}

interface TransProps {
  i18nKey: string;
  /** The element each tag of the text becomes (its words are the text's). */
  components?: Record<string, ReactElement>;
  /** The text's {{values}}, HTML-escaped before the text is read for tags, so that a value is never markup. */
  values?: Record<string, unknown>;
  /** A namespace's `t` (a page's texts); the site's texts by default. */
  t?: TFunction;
}

/**
 * A text with tags made elements, as react-i18next's `<Trans i18nKey components values />` renders it (the only form
 * the site uses), without its general parser: react-i18next's Trans and html-parse-stringify were 3.5 KB gzip of every
 * page's first load. A component tag keeps the element's props and takes the text's words as its children (an empty
 * tag keeps the element's own element children); br, strong, i and p need no component; other tags stay as text.
 */
export function Trans({ i18nKey, components = {}, values, t: namespaceT }: TransProps) {
  // As react-i18next's: the instance of the context (the site's), read at each render of the parent (which follows
  // the language with its own useTranslation); values escaped, {{count}} and {{context}} empty when not given.
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const options = { count: undefined, context: undefined, ...values, interpolation: { escapeValue: true }, defaultValue: i18nKey };
  const text = namespaceT ? namespaceT(i18nKey, options) : i18n.t(i18nKey, { ...options, ns: i18n.options.defaultNS ?? 'translation' });
  const unescape = getDefaults().unescape as (text: string) => string;
  const known = (name: string) => /^\d+$/.test(name) || BASIC_TAGS.includes(name) || Object.hasOwn(components, name);

  const render = (nodes: TagNode['children']): ReactNode[] =>
    nodes.map((node, index) => {
      if (typeof node === 'string') return unescape(node);
      const inner = render(node.children);
      const component = components[node.name];
      if (isValidElement(component)) {
        if (node.empty) return cloneElement(component, { key: index });
        const own = (component.props as { children?: ReactNode }).children;
        const keepOwn = node.children.length === 0 && own != null && [own].flat().every(isValidElement);
        return cloneElement(component, { key: index }, keepOwn ? own : inner);
      }
      if (BASIC_TAGS.includes(node.name)) return createElement(node.name, { key: `${node.name}-${index}` }, ...(node.empty ? [] : [inner]));
      return inner;
    });
  return <>{render(parse(text, known))}</>;
}
