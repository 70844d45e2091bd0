import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkup } from './safe-markup';

function html(markup: string): string {
  return render(<SafeMarkup markup={markup} />).container.firstElementChild!.innerHTML;
}

describe('SafeMarkup', () => {
  it('keeps the allowed structure and text', () => {
    expect(html('<h3>Title</h3><p>Hello <strong>you</strong><br>and <em>all</em></p><ul><li>one</li></ul>')).toBe(
      '<h3>Title</h3><p>Hello <strong>you</strong><br>and <em>all</em></p><ul><li>one</li></ul>',
    );
  });

  it('drops scripts, styles and every attribute but a safe link target', () => {
    const out = html(
      '<p onclick="alert(1)" style="color:red" class="x">a</p><script>alert(2)</script><style>p{}</style><img src=x onerror="alert(3)"><object data="https://evil.example/x.swf"></object>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('keeps http(s) links, opened safely, and turns other links into text', () => {
    expect(html('<a href="https://sui.io/" onclick="x()">Sui</a>')).toBe('<a href="https://sui.io/" target="_blank" rel="noopener noreferrer nofollow">Sui</a>');
    expect(html('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(html('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('x');
  });

  it('reduces unknown tags to their text and shows plain text as is', () => {
    expect(html('<div><span>inside</span> <table><tr><td>cell</td></tr></table></div>')).toBe('inside cell');
    expect(html('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
