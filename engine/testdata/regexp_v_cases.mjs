// Generates regexp_v_cases.json with Node.js (node regexp_v_cases.mjs > regexp_v_cases.json): for each
// pattern, with the v flag (and with vi), whether new RegExp accepts it and what it matches in the input;
// engine/regexp_test.go compiles the same patterns in QuickJS. The patterns cover, outside a class and
// inside one, the characters and pairs the v flag reserves, their escapes, \q{}, set operations, nested
// classes and properties of strings.
const outside = ["a/", "/", "a-b", "-", "a--b", "a&&b", "a!!b", "a##b", "a$$", "a%%b", "a**", "a++", "a,,b", "a..b",
  "a::b", "a;;b", "a<<b", "a==b", "a>>b", "a??", "a@@b", "a^^", "a``b", "a~~b", "!", "#", "%", "&", ",", ":", ";", "<",
  "=", ">", "@", "`", "~", "]", "}", "{", "a{", "a{1", "a{1,", "a{,1}", ")", "(", "|", "a|b", "(?:a|-)", "(?<n>-)\\k<n>",
  "x(?=-)", "(?<=/)y", "\\-", "\\/", "\\&", "\\!", "\\#", "\\%", "\\,", "\\:", "\\;", "\\<", "\\=", "\\>", "\\@", "\\`",
  "\\~", "\\q{a}", "\\p{RGI_Emoji}", "\\P{RGI_Emoji}", "\\p{L}", "\\k", "\\c", "\\0", "\\00", "\\1", "\\x4", "\\u{61}",
  "\\u0061", "\\ud83d\\ude00", "[a]-[b]", "[a]/[b]", "[a]&&[b]", "[a]--[b]", "(a)-(b)", "^-$", "-+", "/*", "-{2}"];
const inside = ["[/]", "[\\/]", "[-]", "[\\-]", "[a-z]", "[a-]", "[-a]", "[(]", "[\\(]", "[)]", "[{]", "[}]", "[\\{\\}]",
  "[|]", "[\\|]", "[[]", "[\\[]", "[]]", "[\\]]", "[]", "[^]", "[&]", "[&&]", "[a&&b]", "[a&&&b]", "[a&]", "[&a]", "[!]",
  "[!!]", "[a!!]", "[#]", "[##]", "[$]", "[$$]", "[%]", "[%%]", "[*]", "[**]", "[+]", "[++]", "[,]", "[,,]", "[.]",
  "[..]", "[:]", "[::]", "[;]", "[;;]", "[<]", "[<<]", "[=]", "[==]", "[>]", "[>>]", "[?]", "[??]", "[@]", "[@@]",
  "[^^]", "[^^^]", "[a^^]", "[`]", "[``]", "[~]", "[~~]", "[\\&]", "[\\!]", "[\\#]", "[\\%]", "[\\,]", "[\\:]", "[\\;]",
  "[\\<]", "[\\=]", "[\\>]", "[\\@]", "[\\`]", "[\\~]", "[\\$]", "[\\^]", "[\\.]", "[\\*]", "[\\+]", "[\\?]",
  "[\\q{abc|d}]", "[\\q{}]", "[\\q{\\-}]", "[\\q{a-b}]", "[\\q{a\\|b}]", "[\\q{/}]", "[\\q{\\/}]", "[\\q{(}]",
  "[\\q{&&}]", "[\\q{&}]", "[^\\q{ab}]", "[^\\q{a}]", "[^\\q{a|b}]", "[\\q{a}--\\q{a}]", "[\\p{RGI_Emoji}]",
  "[^\\p{RGI_Emoji}]", "[\\p{L}--\\p{Lu}]", "[\\p{L}&&\\p{ASCII}]", "[[a-z]--[aeiou]]", "[[a-z]&&[^aeiou]]", "[a-z--b]",
  "[a--b]", "[a--b--c]", "[a&&b--c]", "[ab&&cd]", "[[ab]&&[cd]]", "[a[b]]", "[^a[b]]", "[[^a]]", "[\\d--3]",
  "[\\w&&\\d]", "[\\s\\S]", "[\\b]", "[\\B]", "[\\0]", "[\\cA]", "[\\c]", "[\\k]", "[\\x41]", "[\\u{1F600}]", "[😀]",
  "[😀-😂]", "[a-\\d]", "[\\d-a]", "[z-a]", "[a-z&&b]", "[&&a]", "[a&&]", "[--a]", "[a--]", "[a-z--[b-y]]"];
const patterns = [
  ...outside.map((s) => [s, "a/-&!#%,:;<=>@`~b 😀 a-b --"]),
  ...inside.map((s) => [s, "a/-&!#%,:;<=>@`~b (){}[]|$^.*+? 😀 abc d 3 A ÿ"]),
];
// run is also the code engine/regexp_test.go runs (as an async function's body, with input.patterns).
const run = `const out = {};
for (const [src, text] of input.patterns) {
  for (const flags of ["v", "vi"]) {
    let r;
    try { r = [...text.matchAll(new RegExp(src, flags + "g"))].map((m) => [m.index, m[0]]); } catch (e) { r = e.name; }
    out[flags + " " + src] = r;
  }
}
return out;`;
const AsyncFunction = Object.getPrototypeOf(async function () {}).constructor;
const expected = await new AsyncFunction("input", run)({ patterns });
console.log(JSON.stringify({ run, patterns, expected }, null, 1));
