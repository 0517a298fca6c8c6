// A Markdown lexer in the style of marked's: anchored rules matched against
// the rest of the input, which shrinks as tokens are taken. With a regex
// engine that tries an anchored rule at every position, each failed rule
// costs the length of the rest, and lexing is quadratic.
// run(kb) lexes about kb kilobytes and returns the token count and the
// milliseconds it took (performance.now() inside the run).
export function run(kb) {
  const para = "Some *emphasis* and `code` and a [link](http://example.com) in a paragraph of text.\n";
  const block = "# Heading\n\n" + para.repeat(3) + "\n- item one\n- item two\n\n```\ncode block\n```\n\n";
  let src = block.repeat(Math.ceil((kb * 1024) / block.length));
  const rules = [
    /^ *(#{1,6}) +([^\n]+?) *(?:\n+|$)/,
    /^ {0,3}(`{3,})[^\n]*\n(?:[\s\S]*?)\n {0,3}\1 *(?:\n+|$)/,
    /^(?: *[-*+] [^\n]*(?:\n|$))+\n*/,
    /^\n+/,
    /^[^\n]+(?:\n(?! *#| *[-*+] | {0,3}`{3})[^\n]+)*\n*/,
  ];
  const inline = [/^\*([^*]+)\*/, /^`([^`]+)`/, /^\[([^\]]+)\]\(([^)]+)\)/, /^[^*`\[]+/, /^[\s\S]/];
  const start = performance.now();
  let tokens = 0;
  while (src) {
    let m = null;
    for (const r of rules) if ((m = r.exec(src))) break;
    if (!m) throw new Error("no rule matched at: " + src.slice(0, 20));
    let text = m[0];
    while (text) {
      let n = null;
      for (const r of inline) if ((n = r.exec(text))) break;
      text = text.slice(n[0].length);
      tokens++;
    }
    src = src.slice(m[0].length);
    tokens++;
  }
  return { tokens, ms: performance.now() - start };
}
