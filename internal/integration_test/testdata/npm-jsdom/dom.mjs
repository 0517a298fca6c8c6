// An extension built on jsdom: parse a page, query it, change it and
// serialize it, as Node does.
import { JSDOM } from "jsdom";

const page = `<!doctype html><html><head><title>Release notes</title></head><body>
<h1 id="top">Release <em>2.4</em></h1>
<ul class="changes"><li data-kind="fix">Crash on empty input</li><li data-kind="feat">Dark mode</li>
<li data-kind="fix">Slow start-up &amp; high memory</li></ul>
<table><tr><td>a</td><td>b</td></tr></table><p>Contact: <a href="/team?x=1#y">the team</a></p>
<script>document.title = "changed by a script";</script></body></html>`;

export default {
  tools: [
    {
      name: "query",
      description: "Parses a page and reads it with selectors.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        const { document } = new JSDOM(page, { url: "https://example.com/notes/" }).window;
        const fixes = [...document.querySelectorAll('li[data-kind="fix"]')].map((li) => li.textContent);
        return JSON.stringify({
          title: document.title,
          h1: document.querySelector("#top").textContent,
          fixes,
          link: document.querySelector("a").href,
          cells: document.querySelectorAll("td").length,
          tbody: document.querySelector("table").firstElementChild.tagName,
        });
      },
    },
    {
      name: "edit",
      description: "Changes a page and serializes it.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        const dom = new JSDOM(page);
        const { document } = dom.window;
        const li = document.createElement("li");
        li.setAttribute("data-kind", "feat");
        li.textContent = "Keyboard <shortcuts>";
        document.querySelector(".changes").append(li);
        document.querySelector("em").remove();
        document.querySelectorAll("script").forEach((s) => s.remove());
        return dom.serialize();
      },
    },
    {
      name: "scripts",
      description: "Runs the page's scripts when asked to, and not otherwise.",
      inputSchema: { type: "object" },
      readOnly: true,
      execute() {
        const off = new JSDOM(page).window.document.title;
        let on;
        try {
          on = new JSDOM(page, { runScripts: "dangerously" }).window.document.title;
        } catch (e) {
          on = "threw: " + e.message;
        }
        return JSON.stringify({ off, on });
      },
    },
  ],
};
