import { previewMeasureCount } from '@cadenza/domain';
import type { LoadedScore } from '@cadenza/music/scores';
import XMLBuilder from 'fast-xml-builder';
import { XMLParser } from 'fast-xml-parser';

/** A node of fast-xml-parser's ordered tree: `{ tag: children, ':@'?: attributes }` or a text node. */
type XmlNode = Record<string, unknown>;

const xmlOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  suppressEmptyNode: true,
} as const;

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function withChildren(node: XmlNode, children: XmlNode[]): XmlNode {
  const tag = tagOf(node);
  return tag ? { ...node, [tag]: children } : node;
}

const isTag = (name: string) => (node: XmlNode) => tagOf(node) === name;

function parse(content: string): XmlNode[] {
  return new XMLParser(xmlOptions).parse(content) as XmlNode[];
}

function build(nodes: XmlNode[]): string {
  return new XMLBuilder(xmlOptions).build(nodes);
}

function findRoot(nodes: XmlNode[]): XmlNode | undefined {
  return nodes.find((node) => {
    const tag = tagOf(node);
    return tag !== undefined && !tag.startsWith('?') && !tag.startsWith('#') && tag !== '!DOCTYPE';
  });
}

function countInTree(node: XmlNode, name: string): number {
  return childrenOf(node).reduce(
    (sum, child) => sum + (tagOf(child) === name ? 1 : countInTree(child, name)),
    0,
  );
}

function measureCountOf(root: XmlNode): number {
  const tag = tagOf(root);
  if (tag === 'score-partwise') {
    const part = childrenOf(root).find(isTag('part'));
    return part ? childrenOf(part).filter(isTag('measure')).length : 0;
  }
  if (tag === 'score-timewise') return childrenOf(root).filter(isTag('measure')).length;
  const music = childrenOf(root).find(isTag('music'));
  return music ? countInTree(music, 'measure') : 0;
}

/** Bars of a score: of its first part in MusicXML, in document order in MEI. */
export function countMeasures(score: LoadedScore): number {
  const root = findRoot(parse(score.content));
  return root ? measureCountOf(root) : 0;
}

/** Keeps the first `limit` measure children, and every other child. */
function keepMeasures(children: XmlNode[], limit: number): XmlNode[] {
  let seen = 0;
  return children.filter((child) => !isTag('measure')(child) || ++seen <= limit);
}

/** MEI: everything inside <music> after the last kept measure goes (later sections, endings, movements). */
function cutMeiTree(node: XmlNode, state: { left: number }): XmlNode {
  const kept: XmlNode[] = [];
  for (const child of childrenOf(node)) {
    if (state.left === 0) break;
    if (isTag('measure')(child)) {
      state.left -= 1;
      kept.push(child);
    } else {
      kept.push(cutMeiTree(child, state));
    }
  }
  return withChildren(node, kept);
}

function cutTree(nodes: XmlNode[], root: XmlNode, measures: number): string {
  const tag = tagOf(root);
  let cutRoot: XmlNode;
  if (tag === 'score-partwise') {
    cutRoot = withChildren(
      root,
      childrenOf(root).map((child) =>
        isTag('part')(child)
          ? withChildren(child, keepMeasures(childrenOf(child), measures))
          : child,
      ),
    );
  } else if (tag === 'score-timewise') {
    cutRoot = withChildren(root, keepMeasures(childrenOf(root), measures));
  } else {
    cutRoot = withChildren(
      root,
      childrenOf(root).map((child) =>
        isTag('music')(child) ? cutMeiTree(child, { left: measures }) : child,
      ),
    );
  }
  // The DOCTYPE is dropped: renderers do not need it and it may point at a DTD we do not serve.
  const kept = nodes
    .filter((node) => tagOf(node) !== '!DOCTYPE')
    .map((node) => (node === root ? cutRoot : node));
  return build(kept);
}

/**
 * The first `measures` bars of a score as a complete, valid document of the same format: what a
 * preview package carries. Nothing after those bars is left in the text.
 */
export function cutScore(score: LoadedScore, measures: number): LoadedScore {
  const nodes = parse(score.content);
  const root = findRoot(nodes);
  if (!root) throw new Error('score has no root element');
  return { format: score.format, content: cutTree(nodes, root, measures) };
}

/**
 * Cuts of one score's first bars, parsed once: `cut(n)` is the first `n` bars (as `cutScore`),
 * `measureCount` the bars it has in all.
 */
export function scoreCutter(score: LoadedScore): {
  measureCount: number;
  cut: (measures: number) => LoadedScore;
} {
  const nodes = parse(score.content);
  const root = findRoot(nodes);
  if (!root) throw new Error('score has no root element');
  return {
    measureCount: measureCountOf(root),
    cut: (measures) => ({ format: score.format, content: cutTree(nodes, root, measures) }),
  };
}

/** What the packages need of a score: its length, and its preview cut once. */
export interface ScoreFacts {
  format: LoadedScore['format'];
  fullMeasureCount: number;
  /** The preview's bars (none when the piece is too short for an honest one) and its text. */
  preview: { measureCount: number; content: string };
}

/**
 * Counts a score's bars and cuts its preview (`previewMeasureCount` of them) from one parse.
 * A preview of no bars has no text at all: the client shows only the subscribe prompt.
 * CPU-heavy for a large score (seconds for a string quartet): the content worker runs it.
 */
export function describeScore(score: LoadedScore): ScoreFacts {
  const nodes = parse(score.content);
  const root = findRoot(nodes);
  const fullMeasureCount = root ? measureCountOf(root) : 0;
  const measureCount = previewMeasureCount(fullMeasureCount);
  return {
    format: score.format,
    fullMeasureCount,
    preview: {
      measureCount,
      content: root && measureCount > 0 ? cutTree(nodes, root, measureCount) : '',
    },
  };
}
