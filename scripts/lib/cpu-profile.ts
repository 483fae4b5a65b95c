import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

/** The functions with the most self time and the most total time in the newest .cpuprofile of `dir`. */
export function summariseProfile(dir: string, top = 20): void {
  // The main thread's profile is the largest (tsx's loader thread writes one too).
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'));
  const newest = files.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!newest) return;
  const profile = JSON.parse(readFileSync(join(dir, newest), 'utf8')) as { nodes: ProfileNode[] };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node: ProfileNode) => {
    const url = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|dist)\//, '$1/');
    return `${node.callFrame.functionName || '(anonymous)'} ${url}:${node.callFrame.lineNumber + 1}`;
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    all += hits;
    self.set(label(node), (self.get(label(node)) ?? 0) + hits);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const ancestor = byId.get(id);
      if (!ancestor) break;
      const name = label(ancestor);
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + hits);
    }
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n  ${title} (${newest})`);
    for (const [name, hits] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((hits / all) * 100).toFixed(1).padStart(6)}%  ${name}`);
    }
  };
  print('Top self time', self);
  print('Top total time', total);
}
