// A before or after value as an operator reads it (an audit row's, a proposal's): nothing, a
// plain string as it is, anything else as indented JSON. BeforeAfter puts the text on screen as
// text, never as markup (a notice's HTML body stays visible source).

export type ValueView = { kind: 'none' | 'text' | 'json'; text: string };

export function valueView(value: unknown): ValueView {
  if (value === null || value === undefined) return { kind: 'none', text: 'nothing' };
  if (typeof value === 'string') return { kind: 'text', text: value };
  return { kind: 'json', text: JSON.stringify(value, null, 2) };
}
