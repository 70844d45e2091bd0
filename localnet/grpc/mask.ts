// Read masks (google.protobuf.FieldMask) applied to response messages generically, using the
// field list of each protobuf-ts MessageType: a path keeps that field (and everything under
// it); `a.b` keeps only `b` inside `a`. No mask (or an empty one) keeps the defaults the
// caller of `prune` passes.
import type { IMessageType } from '@protobuf-ts/runtime';

interface MaskTree {
  [field: string]: MaskTree | true;
}

export function maskTree(paths: readonly string[]): MaskTree {
  const tree: MaskTree = {};
  for (const path of paths) {
    const parts = path.split('.').filter(Boolean);
    let node: MaskTree = tree;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      if (i === parts.length - 1) {
        node[p] = true;
      } else {
        const next = node[p];
        if (next === true) break;
        if (!next) node[p] = {};
        node = node[p] as MaskTree;
      }
    }
  }
  return tree;
}

/** Whether a mask asks for a path (or something under it, or something above it). */
export function wants(tree: MaskTree | true, path: string): boolean {
  if (tree === true) return true;
  let node: MaskTree | true = tree;
  for (const p of path.split('.')) {
    if (node === true) return true;
    const next: MaskTree | true | undefined = node[p];
    if (next === undefined) return false;
    node = next;
  }
  return true;
}

export function sub(tree: MaskTree | true, field: string): MaskTree | true {
  if (tree === true) return true;
  return tree[field] ?? {};
}

/** Keeps only the masked fields of `message` (a protobuf-ts message object of type `type`). */
export function prune<T extends object>(type: IMessageType<T>, message: T, tree: MaskTree | true): T {
  if (tree === true) return message;
  const out = type.create() as Record<string, unknown>;
  const src = message as Record<string, unknown>;
  for (const field of type.fields) {
    const node = tree[field.name];
    if (node === undefined) continue;
    const key = field.oneof ?? field.localName;
    if (field.oneof) {
      const one = src[field.oneof] as { oneofKind?: string } | undefined;
      if (one?.oneofKind === field.localName) out[key] = one;
      continue;
    }
    const value = src[key];
    if (value === undefined) continue;
    if (node === true || field.kind !== 'message') {
      out[key] = value;
      continue;
    }
    const T = field.T();
    out[key] = field.repeat ? (value as object[]).map((v) => prune(T, v, node)) : prune(T, value as object, node);
  }
  return out as T;
}
