// Generates url_cases.json with Node.js (node url_cases.js > url_cases.json):
// WHATWG URL parsing results that engine/weburl.go is tested against.
const cases = [
  ["https://example.com"], ["HTTPS://EXAMPLE.com:443/a/b/../c/./d?x=1 2#frag ment"], ["http://example.com:80/"], ["http://example.com:8080"],
  ["/rest/api/2/issue/ABC-1", "https://jira.example.com/base/"], ["issue?x=1", "https://jira.example.com/base/page"], ["../up", "https://a.b/c/d/e"],
  ["?q=1", "https://a.b/c/d?x=2#y"], ["#h", "https://a.b/c?d"], ["//other.host/p", "https://a.b/c"],
  ["https://user:pa ss@example.com/p"], ["http://[::1]:3000/x"], ["http://127.0.0.1:0080/"], ["https://exämple.com/ü?ä=ö#ß"],
  ["mailto:someone@example.com"], ["data:text/plain,hello world"], ["urn:isbn:0451450523"], ["file:///etc/passwd"], ["file://host/share/x"],
  ["http:\\\\example.com\\a\\b"], ["  https://example.com/ \n"], ["https://example.com/a%2Fb/%7E"], ["https://example.com/{a}|`<>\""],
  ["ws://example.com:80/chat"], ["foo://Example.COM/Path?Q#F"], ["https://example.com?"], ["https://example.com#"],
  ["https://example.com/a/./b/../../c/"], ["https://example.com/%2e%2E/x"], ["HTTP://Example.COM/%41"],
  ["not a url"], ["https://"], ["https://exa mple.com"], ["http://example.com:99999"], ["relative/path"], ["https://[::1"],
];
const out = cases.map(([i, b]) => {
  try { const u = b === undefined ? new URL(i) : new URL(i, b); return { i, b, href: u.href, protocol: u.protocol, username: u.username, password: u.password, host: u.host, hostname: u.hostname, port: u.port, pathname: u.pathname, search: u.search, hash: u.hash, origin: u.origin }; }
  catch (e) { return { i, b, error: true }; }
});
console.log(JSON.stringify(out, null, 1));
