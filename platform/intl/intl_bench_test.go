package intl_test

import (
	"encoding/json"
	"os/exec"
	"testing"

	"github.com/earshot/extensions/internal/jstest"
)

// intlBench measures, in the runtime it runs in: the first use of Intl
// (loading it and a locale), then per call formatting a number and a date,
// comparing strings (a sort of 2,000, per string) and segmenting words.
const intlBench = `
const ms = () => performance.now();
let t = ms(); new Intl.NumberFormat("de-DE").format(1.5); const load = ms() - t;
t = ms(); new Intl.DateTimeFormat("de-DE", { dateStyle: "medium" }).format(0); const firstDate = ms() - t;
const nf = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
t = ms(); for (let i = 0; i < 500; i++) nf.format(i * 1.25); const number = (ms() - t) / 500;
const df = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" });
t = ms(); for (let i = 0; i < 500; i++) df.format(i * 1e9); const date = (ms() - t) / 500;
const words = Array.from({ length: 2000 }, (_, i) => "wort" + ((i * 7919) % 2000));
t = ms(); words.sort(new Intl.Collator("de").compare); const sort = (ms() - t) / 2000;
const text = "Ein kurzer Satz mit Wörtern. ".repeat(2000);
t = ms(); let n = 0; for (const s of new Intl.Segmenter("de", { granularity: "word" }).segment(text)) n++; const segment = (ms() - t) / (text.length / 1024);
return { load, firstDate, number, date, sort, segment };
`

type intlTimes struct{ Load, FirstDate, Number, Date, Sort, Segment float64 }

// BenchmarkIntl reports what Intl costs in an extension and, when node is
// installed, in Node in the same run, with the ratios (docs/performance.md).
func BenchmarkIntl(b *testing.B) {
	var sum intlTimes
	for range b.N {
		x := jstest.Load(b, "runner.js", jstest.Config(b)) // a fresh instance: load counts
		r := jstest.Run(b, x, intlBench, nil)
		if r.IsError {
			b.Fatal(r.Output)
		}
		var got intlTimes
		json.Unmarshal([]byte(r.Output), &got)
		sum.Load += got.Load
		sum.FirstDate += got.FirstDate
		sum.Number += got.Number
		sum.Date += got.Date
		sum.Sort += got.Sort
		sum.Segment += got.Segment
		x.Close()
	}
	n := float64(b.N)
	here := intlTimes{sum.Load / n, sum.FirstDate / n, sum.Number / n, sum.Date / n, sum.Sort / n, sum.Segment / n}
	b.ReportMetric(here.Load, "load-ms")
	b.ReportMetric(here.FirstDate, "first-date-ms")
	b.ReportMetric(here.Number*1000, "number-µs")
	b.ReportMetric(here.Date*1000, "date-µs")
	b.ReportMetric(here.Sort*1000, "sort-µs/string")
	b.ReportMetric(here.Segment, "segment-ms/kB")
	node, err := exec.LookPath("node")
	if err != nil {
		return
	}
	out, err := exec.Command(node, "-e", `(async () => { const r = await (async () => {`+intlBench+`})(); console.log(JSON.stringify(r)); })()`).Output()
	if err != nil {
		b.Fatalf("node: %v", err)
	}
	var nodeT intlTimes
	json.Unmarshal(out, &nodeT)
	b.ReportMetric(here.Number/nodeT.Number, "number-x-node")
	b.ReportMetric(here.Date/nodeT.Date, "date-x-node")
	b.ReportMetric(here.Sort/nodeT.Sort, "sort-x-node")
	b.ReportMetric(here.Segment/nodeT.Segment, "segment-x-node")
}
