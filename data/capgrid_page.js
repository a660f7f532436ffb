/* capgrid support page: search, "show" filter, sorting, ?q= / ?show= deep links (the first match
 * scrolled into view, an unknown filter reported), the summary and the charts following the
 * filter, and drill-downs drawn from the page's data block.
 *
 * Works on both pages capgrid renders (the Sphinx page from `--format rst` and the standalone
 * `--format html` file). Markup contract:
 *   div.capgrid-controls[data-supported][data-counted][data-break-values][data-order]
 *     [data-probes][data-breaks][data-gaps]: the controls, hidden until this script runs (the
 *     page is complete and readable without it); data-probes lists the probe columns in table
 *     order, data-breaks the probes whose cells count graph breaks ("" for none),
 *     data-break-values the column values that say so themselves;
 *   input.capgrid-search, select.capgrid-show, .capgrid-status, .capgrid-notice: inside the
 *     controls;
 *   table.capgrid-table: one per section; body cells are Operator, one status cell per probe,
 *     Details; each status cell holds a span.compat-<status>, and a data-breaks cell with breaks
 *     also a span.capgrid-breaks (or a data-break-values status); a row's package is the
 *     data-package of its closest ancestor that has one;
 *   button.capgrid-sort[data-col]: optional sort buttons in a table's header;
 *   table.capgrid-summary tr[data-package] (optional): td.capgrid-sum-probed,
 *     td.capgrid-sum-all and td[data-probe] per probe, recounted over the visible rows;
 *   svg.capgrid-chart-packages, svg.capgrid-chart-causes (optional): see src/render_svg.h; the
 *     package bars are redrawn, and the causes ranked again (by distinct operators, then
 *     configurations, then id, as the causes view), over the visible rows;
 *   script#capgrid-data[data-packing=deflate-base64] (optional, standalone page): Base64 of
 *     the zlib stream of a JSON document {"version": 1, "strings": [...], "rows": [...]},
 *     unpacked before the rest is set up (html[data-capgrid-ready] is set when it is, to
 *     the milliseconds since the navigation began);
 *     rows[i] is the i-th table row of the page in document order, 0 when none of its
 *     cells has more to say, else one entry per probe: 0, or an object whose numbers index
 *     "strings" (-1 for none):
 *       i cause id (a failing cell the causes view counts), k cause text, g cause category,
 *       w [owner label, owner text], d detail, s probe status, x where (library location),
 *       v what was checked, a how close the outputs came to eager,
 *       r repro command (text), h repro script href (text),
 *       c error chain, l log tail: line lists, each line an index or [prefix text, index],
 *       b graph-break reasons: [reason, type, registry id, url, where, cause text] each,
 *       f library frames, o ONNX ops: index lists, t seconds, e eager seconds (numbers).
 *     A status cell with an entry is marked td.capgrid-drillable (and takes the focus); its first
 *     click, Enter or Space turns it into an open <details class="capgrid-drill"> whose body is
 *     drawn from the entry.
 *   section.capgrid-speed (optional): p.capgrid-speed-filters and
 *     table.capgrid-speed-table[data-variants] (the timed variants, baseline first: "eager
 *     compile export onnx", data/statuses.json's speed "variants"; V of them below),
 *     both hidden until this script has drawn the table's rows from the data block's "speed"
 *     (standalone page), one per entry that is not 0: speed[i] belongs to rows[i]'s table row
 *     (the speed row shows its package and a copy of its operator cell) and is
 *       [flags, V latencies (eager, compile, export, onnx), V - 1 speedups (compile, export,
 *        onnx), recompiles on new values, at B+1, at 2B+1, compile time, ONNX export time,
 *        recompile reason on new values, at B+1, at 2B+1, errors],
 *     the entries from the compile time on left off at the end when they say nothing:
 *       flags: 1 slower than eager, 2 recompiles on new values (the filters' rows), 4 went
 *         dynamic across batch sizes, 8 recompiled at each batch size (src/speed_view.h);
 *       a latency: microseconds m, [m, m - p10, p90 - m] with its spread, or its label (text);
 *       a speedup: hundredths (152 is "1.52x", also its sort key), or its label ("<" too fast
 *         to time, "-" none);
 *       a recompile count: a number, or "-" (not measured);
 *       a time: hundredths of seconds (1235 is "12.35 s"), -1 none;
 *       reasons: string indexes (-1 none); errors: [what, why] string indexes each.
 *     Numbers become labels by src/speed_view.h's rule (MicrosLabel, HundredthsLabel,
 *     WithSpread in speed_view.cc), which `micros`, `hundredths` and `latencyLabel` below
 *     mirror: under 1000 us "N us", under 1 s "W.FF ms" (us / 10 as hundredths), else
 *     "W.FF s" (us / 10000), a spread as "m (p10 to p90)"; the engine ships a number only
 *     where that rule gives its own label back. A drawn row's tr carries data-slower and
 *     data-recompiles ("1" or "0") and td[data-sort] speedups (hundredths, "" for none);
 *     button.capgrid-speed-sort[data-col] sorts by that column (highest first, then lowest;
 *     rows without a number last); input.capgrid-speed-filter[data-filter=slower|recompiles]
 *     shows only the rows whose data-<filter> is "1" (every checked filter must hold). A row's
 *     last cell is a <details class="capgrid-speed-drill"> whose list (each variant's latency
 *     with its spread, the compile and ONNX export times, the recompile reasons, the errors)
 *     is built when it is first opened.
 * Which statuses are "supported" and "counted" comes from the page (data/statuses.json), never
 * from this file.
 */
(function () {
  "use strict";

  function words(s) {
    return (s || "").split(/\s+/).filter(Boolean);
  }

  function statusOf(cell) {
    if (!cell) return "";
    var spans = cell.querySelectorAll("[class*='compat-']");
    for (var i = 0; i < spans.length; i++) {
      var cls = spans[i].className.split(/\s+/);
      for (var j = 0; j < cls.length; j++) {
        if (cls[j].indexOf("compat-") === 0) return cls[j].slice(7);
      }
    }
    return "";
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function seconds(s) {
    return (s < 10 ? s.toFixed(2) : s.toFixed(1)) + " s";
  }

  // The speed labels (see the contract above): src/speed_view.cc's HundredthsLabel,
  // MicrosLabel and WithSpread, mirrored; integers in, so no rounding happens here.
  function hundredths(n) {
    var f = n % 100;
    return Math.floor(n / 100) + "." + (f < 10 ? "0" : "") + f;
  }
  function micros(us) {
    if (us < 1000) return us + " us";
    if (us < 1000000) return hundredths(Math.floor(us / 10)) + " ms";
    return hundredths(Math.floor(us / 10000)) + " s";
  }
  function latencyLabel(x) {
    if (typeof x === "string") return x;
    if (typeof x === "number") return micros(x);
    return micros(x[0]) + " (" + micros(x[0] - x[1]) + " to " + micros(x[0] + x[2]) + ")";
  }
  function speedupLabel(x) { return typeof x === "number" ? hundredths(x) + "x" : x; }

  // A drill-down body from one data entry (see the contract above).
  function drawDrill(entry, S) {
    function str(i) { return typeof i === "number" && i >= 0 ? S[i] : ""; }
    function lines(list) {
      return list.map(function (x) {
        return typeof x === "number" ? str(x) : x[0] + str(x[1]);
      }).join("\n");
    }
    var body = el("div", "capgrid-drill-body");
    function para(label, parts) {
      var p = el("p");
      p.appendChild(el("b", null, label));
      parts.forEach(function (x) {
        p.appendChild(typeof x === "string" ? document.createTextNode(x) : x);
      });
      body.appendChild(p);
    }
    function heading(label) { para(label, []); }
    if (entry.k !== undefined) {
      para("Cause", [(entry.g !== undefined ? " (" + str(entry.g) + ")" : "") + ": " +
        str(entry.k)]);
      if (entry.w) {
        var owner = el("span", "capgrid-owner", str(entry.w[0]));
        if (entry.w[1] >= 0) owner.title = str(entry.w[1]);
        para("Owner:", [" ", owner]);
      }
    }
    if (entry.d !== undefined) para("Detail:", [" " + str(entry.d)]);
    if (entry.s !== undefined) para("Probe status:", [" ", el("code", null, str(entry.s))]);
    if (entry.v !== undefined) para("Checked:", [" " + str(entry.v)]);
    if (entry.a !== undefined) para("Against eager:", [" " + str(entry.a)]);
    if (entry.x !== undefined) para("Where:", [" ", el("code", null, str(entry.x))]);
    if (entry.r !== undefined) {
      var parts = [" ", el("code", "capgrid-repro", entry.r)];
      if (entry.h) {
        var a = el("a", "capgrid-repro-script", "script");
        a.href = entry.h;
        parts.push(" (", a, ")");
      }
      para("Reproduce:", parts);
    }
    if (entry.c) {
      heading("Error chain:");
      body.appendChild(el("pre", "capgrid-chain", lines(entry.c)));
    }
    if (entry.b) {
      heading("Graph breaks:");
      var ul = el("ul", "capgrid-break-reasons");
      entry.b.forEach(function (br) {
        var li = el("li", null, str(br[0]));
        if (br[1] >= 0) {
          li.appendChild(document.createTextNode(" "));
          li.appendChild(el("i", null, "(" + str(br[1]) + ")"));
        }
        if (br[3] >= 0) {
          li.appendChild(document.createTextNode(" "));
          var link = el("a", null, br[2] >= 0 ? str(br[2]) : str(br[3]));
          link.href = str(br[3]);
          li.appendChild(link);
        } else if (br[2] >= 0) {
          li.appendChild(document.createTextNode(" "));
          li.appendChild(el("code", null, str(br[2])));
        }
        if (br[4] >= 0) {
          li.appendChild(document.createTextNode(" at "));
          li.appendChild(el("code", null, str(br[4])));
        }
        if (br[5] >= 0) li.appendChild(document.createTextNode(" \u2014 " + str(br[5])));
        ul.appendChild(li);
      });
      body.appendChild(ul);
    }
    if (entry.f) {
      heading("Library frames:");
      var ol = el("ol", "capgrid-frames");
      entry.f.forEach(function (f) {
        var li = el("li");
        li.appendChild(el("code", null, str(f)));
        ol.appendChild(li);
      });
      body.appendChild(ol);
    }
    if (entry.o) {
      var ops = [" "];
      entry.o.forEach(function (o, i) {
        if (i) ops.push(", ");
        ops.push(el("code", null, str(o)));
      });
      para("ONNX ops:", ops);
    }
    if (entry.t !== undefined) {
      para("Time:", [" " + seconds(entry.t) +
        (entry.e !== undefined ? " (eager " + seconds(entry.e) + ")" : "")]);
    }
    if (entry.l) {
      heading("Log tail:");
      body.appendChild(el("pre", "capgrid-log", lines(entry.l)));
    }
    return body;
  }

  // The data block's document, unpacked (Base64, then zlib through the browser's
  // DecompressionStream): a promise of it, or of null when there is none or it cannot be read.
  function readData() {
    var node = document.getElementById("capgrid-data");
    if (!node || typeof DecompressionStream === "undefined") return Promise.resolve(null);
    try {
      var bin = atob(node.textContent.trim());
      var bytes = new Uint8Array(bin.length);
      for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate"));
      return new Response(stream).text().then(function (text) {
        var data = JSON.parse(text);
        return data && data.version === 1 ? data : null;
      }).catch(function () { return null; });
    } catch (e) {
      return Promise.resolve(null);
    }
  }

  // The operator tables' controls and drill-downs; returns their rows (document order).
  function init(data) {
    document.documentElement.classList.add("capgrid-js");
    var controls = document.querySelector(".capgrid-controls");
    var tables = Array.prototype.slice.call(document.querySelectorAll("table.capgrid-table"));
    if (!controls || !tables.length) return [];

    var supported = words(controls.getAttribute("data-supported"));
    var counted = words(controls.getAttribute("data-counted"));
    var breakValues = words(controls.getAttribute("data-break-values"));
    var order = words(controls.getAttribute("data-order"));
    var probes = words(controls.getAttribute("data-probes"));
    var breakProbes = words(controls.getAttribute("data-breaks"))
      .map(function (key) { return probes.indexOf(key); })
      .filter(function (p) { return p >= 0; });
    var search = controls.querySelector(".capgrid-search");
    var show = controls.querySelector(".capgrid-show");
    var status = controls.querySelector(".capgrid-status");
    var notice = controls.querySelector(".capgrid-notice");
    var nProbes = probes.length;

    function isSupported(s) { return supported.indexOf(s) >= 0; }
    function isCounted(s) { return counted.indexOf(s) >= 0; }
    function isFail(s) { return isCounted(s) && !isSupported(s); }

    var rows = [];
    tables.forEach(function (table) {
      var body = table.tBodies[0];
      if (!body) return;
      Array.prototype.forEach.call(body.rows, function (tr) {
        var cells = tr.cells;
        if (cells.length < nProbes + 2) return;
        var st = [];
        for (var p = 0; p < nProbes; p++) st.push(statusOf(cells[p + 1]));
        var owner = tr.closest("[data-package]");
        var opCode = cells[0].querySelector("code");
        rows.push({
          op: (opCode && opCode.textContent) || tr.getAttribute("data-name") || "",
          causes: [],
          tr: tr,
          table: table,
          opCell: cells[0],
          opHtml: cells[0].innerHTML,
          text: (cells[0].textContent + " " + cells[cells.length - 1].textContent).toLowerCase(),
          status: st,
          pkg: owner ? owner.getAttribute("data-package") : "",
          breaks: st.map(function (s, p) {  // per probe: has graph breaks
            return breakProbes.indexOf(p) >= 0 && (breakValues.indexOf(s) >= 0 ||
              !!cells[p + 1].querySelector(".capgrid-breaks"));
          }),
        });
      });
    });

    // Drill-downs: a status cell with a data entry is marked drillable (no markup is built at
    // load: tens of thousands of <details> make a big page slow to lay out); the first click
    // (or Enter / Space) turns it into an open <details class="capgrid-drill"> with its body
    // drawn, which then opens and closes as any <details>.
    if (data && Array.isArray(data.rows)) {
      var strings = data.strings || [];
      rows.forEach(function (r, i) {
        var entries = data.rows[i];
        if (!entries) return;
        for (var p = 0; p < nProbes; p++) {
          if (!entries[p]) continue;
          if (entries[p].i !== undefined) r.causes[p] = strings[entries[p].i];
          var cell = r.tr.cells[p + 1];
          cell.classList.add("capgrid-drillable");
          cell.tabIndex = 0;
          cell.capgridEntry = entries[p];
        }
      });
      var openDrill = function (cell) {
        var det = el("details", "capgrid-drill");
        var sum = el("summary");
        while (cell.firstChild) sum.appendChild(cell.firstChild);
        det.appendChild(sum);
        det.appendChild(drawDrill(cell.capgridEntry, strings));
        det.open = true;
        cell.appendChild(det);
        cell.classList.remove("capgrid-drillable");
        cell.removeAttribute("tabindex");
        return sum;
      };
      document.addEventListener("click", function (ev) {
        var cell = ev.target.closest && ev.target.closest("td.capgrid-drillable");
        if (cell) openDrill(cell);
      });
      document.addEventListener("keydown", function (ev) {
        if (ev.key !== "Enter" && ev.key !== " ") return;
        var cell = ev.target.closest && ev.target.closest("td.capgrid-drillable");
        if (!cell) return;
        ev.preventDefault();
        openDrill(cell).focus();
      });
    }

    var predicates = {
      "all": function () { return true; },
      "any-fail": function (r) { return r.status.some(isFail); },
    };
    probes.forEach(function (key, p) {
      predicates[key + "-fail"] = function (r) { return isFail(r.status[p]); };
    });
    breakProbes.forEach(function (p) {
      predicates[probes[p] + "-breaks"] = function (r) { return r.breaks[p]; };
    });
    // "export-not-export_dynamic": supported by the first probe, failing the harder one
    // (data-gaps "export:export_dynamic ..."; RowGap in src/report_model.cc).
    words(controls.getAttribute("data-gaps")).forEach(function (pair) {
      var base = probes.indexOf(pair.split(":")[0]);
      var harder = probes.indexOf(pair.split(":")[1]);
      if (base < 0 || harder < 0) return;
      predicates[probes[base] + "-not-" + probes[harder]] = function (r) {
        return isSupported(r.status[base]) && isFail(r.status[harder]);
      };
    });
    predicates["all-ok"] = function (r) { return r.status.every(isSupported); };

    // Sections that hold tables but not the controls themselves may be hidden when empty.
    var sections = Array.prototype.slice
      .call(document.querySelectorAll("section, div.section"))
      .filter(function (s) {
        return !s.contains(controls) && s.querySelector("table.capgrid-table");
      });

    // The summary by package and the package chart, recounted over the visible rows.
    var summaryRows = Array.prototype.slice.call(
      document.querySelectorAll("table.capgrid-summary tr[data-package]"));
    var bars = Array.prototype.slice.call(
      document.querySelectorAll("svg.capgrid-chart-packages g.capgrid-bars[data-package]"));
    var listedPerPackage = {};
    rows.forEach(function (r) { listedPerPackage[r.pkg] = (listedPerPackage[r.pkg] || 0) + 1; });

    function ratio(s, t) { return t ? s + " / " + t : "\u2014"; }
    function share(s, t) { return t ? Math.floor((200 * s + t) / (2 * t)) + "%" : "\u2014"; }

    function recount(filtered) {
      var per = {};
      rows.forEach(function (r) {
        if (r.tr.hidden) return;
        var c = per[r.pkg];
        if (!c) {
          c = per[r.pkg] = { rows: 0, all: 0, sup: [], tot: [] };
          for (var p = 0; p < nProbes; p++) { c.sup.push(0); c.tot.push(0); }
        }
        c.rows++;
        if (r.status.every(isSupported)) c.all++;
        r.status.forEach(function (s, p) {
          if (isCounted(s)) c.tot[p]++;
          if (isSupported(s)) c.sup[p]++;
        });
      });
      var empty = { rows: 0, all: 0, sup: probes.map(function () { return 0; }),
        tot: probes.map(function () { return 0; }) };
      summaryRows.forEach(function (tr) {
        var c = per[tr.getAttribute("data-package")] || empty;
        var probed = tr.querySelector(".capgrid-sum-probed");
        var all = tr.querySelector(".capgrid-sum-all");
        if (probed) probed.textContent = String(c.rows);
        if (all) all.textContent = String(c.all);
        probes.forEach(function (key, p) {
          var td = tr.querySelector("td[data-probe='" + key + "']");
          if (td) td.textContent = ratio(c.sup[p], c.tot[p]);
        });
        tr.classList.toggle("capgrid-empty", c.rows === 0);
      });
      bars.forEach(function (g) {
        var name = g.getAttribute("data-package");
        var c = per[name] || empty;
        var label = g.querySelector(".capgrid-bar-count");
        var listed = listedPerPackage[name] || 0;
        if (label) label.textContent = filtered ? "(" + c.rows + " of " + listed + ")"
          : "(" + listed + ")";
        g.setAttribute("opacity", c.rows ? "1" : "0.35");
        probes.forEach(function (key, p) {
          var col = g.querySelector("g[data-probe='" + key + "']");
          if (!col) return;
          var x0 = parseFloat(col.getAttribute("data-x"));
          var w = parseFloat(col.getAttribute("data-width"));
          var counts = [c.sup[p], c.tot[p] - c.sup[p], c.rows - c.tot[p]];
          var before = 0;
          ["supported", "failing", "na"].forEach(function (kind, k) {
            var rect = col.querySelector("rect[data-kind='" + kind + "']");
            var from = c.rows ? w * before / c.rows : 0;
            before += counts[k];
            var to = c.rows ? w * before / c.rows : 0;
            if (rect) {
              rect.setAttribute("x", (x0 + from).toFixed(1));
              rect.setAttribute("width", (to - from).toFixed(1));
            }
          });
          var fig = col.querySelector(".capgrid-bar-figure");
          if (fig) fig.textContent = share(c.sup[p], c.tot[p]);
          var title = col.querySelector("title");
          if (title) {
            title.textContent = title.textContent.replace(/: .*$/, ": " + counts[0] +
              " supported, " + counts[1] + " failing, " + counts[2] + " n/a");
          }
        });
      });
    }

    // The causes chart: each column's causes ranked again over the visible rows, the first
    // data-slots of them shown, bars scaled to the largest shown.
    var causesChart = document.querySelector("svg.capgrid-chart-causes[data-label]");
    function recountCauses() {
      if (!causesChart) return;
      var label = parseFloat(causesChart.getAttribute("data-label"));
      var barWidth = parseFloat(causesChart.getAttribute("data-bar"));
      var rowHeight = parseFloat(causesChart.getAttribute("data-row"));
      var columns = [];
      var most = 1;
      Array.prototype.forEach.call(causesChart.querySelectorAll("g[data-probe]"), function (g) {
        var p = probes.indexOf(g.getAttribute("data-probe"));
        var stats = {};
        rows.forEach(function (r) {
          var id = r.causes[p];
          if (r.tr.hidden || !id) return;
          var s = stats[id] || (stats[id] = { ops: {}, operators: 0, configurations: 0 });
          s.configurations++;
          var key = r.pkg + " " + r.op;
          if (!s.ops[key]) { s.ops[key] = true; s.operators++; }
        });
        var ids = Object.keys(stats).sort(function (a, b) {
          return stats[b].operators - stats[a].operators ||
            stats[b].configurations - stats[a].configurations || (a < b ? -1 : a > b ? 1 : 0);
        });
        var slots = parseInt(g.getAttribute("data-slots"), 10);
        ids.slice(0, slots).forEach(function (id) { most = Math.max(most, stats[id].operators); });
        columns.push({ g: g, stats: stats, ids: ids, slots: slots });
      });
      columns.forEach(function (c) {
        var items = {};
        Array.prototype.forEach.call(c.g.querySelectorAll("g.capgrid-cause"), function (item) {
          items[item.getAttribute("data-cause")] = item;
          item.setAttribute("display", "none");
        });
        var top = parseFloat(c.g.getAttribute("data-top"));
        var shown = c.ids.filter(function (id) { return items[id]; }).slice(0, c.slots);
        shown.forEach(function (id, k) {
          var item = items[id], s = c.stats[id];
          var w = Math.max(barWidth * s.operators / most, 1);
          var owner = item.getAttribute("data-owner");
          item.removeAttribute("display");
          item.setAttribute("transform", "translate(0," + (top + k * rowHeight) + ")");
          item.querySelector("rect").setAttribute("width", w.toFixed(1));
          var fig = item.querySelector(".capgrid-cause-figure");
          fig.setAttribute("x", (label + w + 6).toFixed(1));
          fig.textContent = s.operators + " operator" + (s.operators === 1 ? "" : "s") +
            " \u00b7 " + s.configurations + " config." + (owner ? " \u00b7 " + owner : "");
          item.querySelector("title").textContent = id + ": " + s.operators + " operator" +
            (s.operators === 1 ? "" : "s") + ", " + s.configurations + " configuration" +
            (s.configurations === 1 ? "" : "s");
        });
        var none = c.g.querySelector(".capgrid-cause-none");
        if (none) {
          if (shown.length) none.setAttribute("display", "none");
          else none.removeAttribute("display");
        }
        var more = c.g.querySelector(".capgrid-cause-more");
        var rest = c.ids.length - shown.length;
        if (more) {
          more.textContent = "and " + rest + " more cause" + (rest === 1 ? "" : "s");
          if (rest > 0) more.removeAttribute("display");
          else more.setAttribute("display", "none");
        }
      });
    }

    function escapeHtml(s) {
      return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    }

    // Wraps matches of `q` in the text nodes of `cell` with <mark>.
    function highlight(cell, q) {
      var walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT, null);
      var nodes = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      nodes.forEach(function (node) {
        var text = node.nodeValue;
        var lower = text.toLowerCase();
        var at = lower.indexOf(q);
        if (at < 0) return;
        var html = "";
        var from = 0;
        while (at >= 0) {
          html += escapeHtml(text.slice(from, at)) + "<mark>" +
            escapeHtml(text.slice(at, at + q.length)) + "</mark>";
          from = at + q.length;
          at = lower.indexOf(q, from);
        }
        html += escapeHtml(text.slice(from));
        var span = document.createElement("span");
        span.innerHTML = html;
        node.parentNode.replaceChild(span, node);
      });
    }

    function firstVisible() {
      for (var i = 0; i < rows.length; i++) {
        if (!rows[i].tr.hidden && !rows[i].table.hidden) return rows[i].tr;
      }
      return null;
    }

    // Brings the first matching row into view (a deep link, or Enter in the search box).
    function reveal() {
      var tr = firstVisible();
      if (tr) tr.scrollIntoView({ block: "start" });  // clear of the sticky bars: the style's
      // scroll-margin-top
    }

    function apply(updateUrl) {
      var q = (search.value || "").trim().toLowerCase();
      var which = predicates[show.value] ? show.value : "all";
      var pred = predicates[which];
      var shown = 0;
      var perTable = new Map();
      rows.forEach(function (r) {
        var visible = pred(r) && (!q || r.text.indexOf(q) >= 0);
        r.tr.hidden = !visible;
        if (r.highlighted) {
          r.opCell.innerHTML = r.opHtml;
          r.highlighted = false;
        }
        if (visible && q) {
          highlight(r.opCell, q);
          r.highlighted = true;
        }
        if (visible) {
          shown++;
          perTable.set(r.table, true);
        }
      });
      tables.forEach(function (t) { t.hidden = !perTable.get(t); });
      sections.forEach(function (s) {
        var any = Array.prototype.some.call(s.querySelectorAll("table.capgrid-table"),
          function (t) { return !t.hidden; });
        s.hidden = !any;
      });
      var filtered = !!q || which !== "all";
      recount(filtered);
      recountCauses();
      if (status) {
        status.textContent = !filtered
          ? "Showing all " + rows.length + " configurations."
          : "Showing " + shown + " of " + rows.length + " configurations.";
      }
      if (updateUrl && window.history && window.history.replaceState) {
        try {
          var url = new URL(window.location.href);
          if (q) url.searchParams.set("q", search.value.trim());
          else url.searchParams.delete("q");
          if (which !== "all") url.searchParams.set("show", which);
          else url.searchParams.delete("show");
          window.history.replaceState(null, "", url.toString());
        } catch (e) {
          /* file:// pages may refuse; the filter still works. */
        }
      }
    }

    function rank(s) {
      var i = order.indexOf(s);
      return i < 0 ? order.length : i;
    }

    function sortTable(table, col, button) {
      var th = button.closest("th");
      var dir = th.getAttribute("aria-sort") === "ascending" ? "descending" : "ascending";
      Array.prototype.forEach.call(table.querySelectorAll("th[aria-sort]"), function (h) {
        h.removeAttribute("aria-sort");
      });
      th.setAttribute("aria-sort", dir);
      var body = table.tBodies[0];
      var list = Array.prototype.slice.call(body.rows);
      var key = function (tr) {
        if (col >= 1 && col <= nProbes) return rank(statusOf(tr.cells[col]));
        return tr.cells[col].textContent.trim().toLowerCase();
      };
      var sign = dir === "ascending" ? 1 : -1;
      list.sort(function (a, b) {
        var ka = key(a), kb = key(b);
        if (ka < kb) return -sign;
        if (ka > kb) return sign;
        return 0;
      });
      list.forEach(function (tr) { body.appendChild(tr); });
    }

    tables.forEach(function (table) {
      Array.prototype.forEach.call(table.querySelectorAll("button.capgrid-sort"), function (b) {
        b.addEventListener("click", function () {
          sortTable(table, parseInt(b.getAttribute("data-col"), 10), b);
        });
      });
    });

    function tell(text) {
      if (!notice) return;
      notice.textContent = text;
      notice.hidden = !text;
    }

    var params = new URLSearchParams(window.location.search);
    if (params.has("q")) search.value = params.get("q");
    if (params.has("show")) {
      var wanted = params.get("show");
      if (predicates[wanted]) {
        show.value = wanted;
      } else {
        tell("Unknown show=" + JSON.stringify(wanted) + " in the address: showing all " +
          "configurations. Known values: " + Object.keys(predicates).join(", ") + ".");
      }
    }
    search.addEventListener("input", function () { apply(true); });
    search.addEventListener("change", function () { apply(true); });
    search.addEventListener("keydown", function (ev) {
      if (ev.key === "Enter") reveal();
    });
    show.addEventListener("change", function () { tell(""); apply(true); });
    controls.hidden = false;
    apply(false);
    // A deep link's row is brought into view by start(), once the speed table above the
    // operator tables is drawn.
    if (params.has("q") || params.has("show")) rows.revealDeepLink = reveal;
    return rows;
  }

  // A speed row's drill-down list (see the contract above).
  function drawSpeedDrill(entry, variants, S) {
    function str(i) { return typeof i === "number" && i >= 0 ? S[i] : ""; }
    var ul = el("ul");
    function item(label, text, code) {
      var li = el("li", null, label + ": ");
      li.appendChild(code ? el("code", null, text) : document.createTextNode(text));
      ul.appendChild(li);
    }
    variants.forEach(function (v, i) { item(v, latencyLabel(entry[1 + i])); });
    function time(label, x) {
      if (x === undefined || x === -1) return;
      item(label, typeof x === "number" ? hundredths(x) + " s" : x);
    }
    var at = 2 * variants.length + 3;  // the compile time, after the three recompile counts
    time("compile time", entry[at]);
    time("ONNX export", entry[at + 1]);
    if (str(entry[at + 2])) item("recompile on new values", str(entry[at + 2]), true);
    if (str(entry[at + 3])) item("recompile at B+1", str(entry[at + 3]), true);
    if (str(entry[at + 4])) item("recompile at 2B+1", str(entry[at + 4]), true);
    (entry[at + 5] || []).forEach(function (e) { item(str(e[0]), str(e[1])); });
    return ul;
  }

  // The speed table: its rows drawn from the data block, then sorting and filters.
  function initSpeed(data, rows) {
    var table = document.querySelector("table.capgrid-speed-table");
    if (!table || !data || !Array.isArray(data.speed) || !rows.length) return;
    var body = table.tBodies[0];
    var strings = data.strings || [];
    var variants = words(table.getAttribute("data-variants"));
    var drawn = document.createDocumentFragment();
    data.speed.forEach(function (entry, i) {
      var source = rows[i];
      if (!Array.isArray(entry) || !source) return;
      var tr = el("tr");
      tr.setAttribute("data-slower", entry[0] & 1 ? "1" : "0");
      tr.setAttribute("data-recompiles", entry[0] & 2 ? "1" : "0");
      tr.appendChild(el("td", null, source.pkg));
      var op = el("td");
      op.innerHTML = source.opHtml;  // the page's own markup of the operator cell
      tr.appendChild(op);
      tr.appendChild(el("td", null, latencyLabel(entry[1])));
      var counts = 2 * variants.length;  // after the V latencies and V - 1 speedups
      for (var k = 1 + variants.length; k < counts; k++) {
        var td = el("td", null, speedupLabel(entry[k]));
        td.setAttribute("data-sort", typeof entry[k] === "number" ? String(entry[k]) : "");
        tr.appendChild(td);
      }
      // src/speed_view.cc RecompilesLabel's text
      var sizes = entry[0] & 4 ? ", went dynamic" : entry[0] & 8 ? ", static" : "";
      tr.appendChild(el("td", null, entry.slice(counts, counts + 3).join(" / ") + sizes));
      var det = el("details", "capgrid-speed-drill");
      det.appendChild(el("summary", null, "latencies"));
      det.capgridEntry = entry;
      var cell = el("td");
      cell.appendChild(det);
      tr.appendChild(cell);
      drawn.appendChild(tr);
    });
    body.appendChild(drawn);
    // A drill-down's list is built on its first opening: by a click on its summary (before
    // the browser opens it) or any other way (the toggle event).
    function fill(det) {
      if (!det || !det.capgridEntry || det.capgridDrawn) return;
      det.capgridDrawn = true;
      det.appendChild(drawSpeedDrill(det.capgridEntry, variants, strings));
    }
    body.addEventListener("click", function (ev) {
      var sum = ev.target.closest && ev.target.closest("details.capgrid-speed-drill > summary");
      if (sum) fill(sum.parentNode);
    });
    body.addEventListener("toggle", function (ev) {
      if (ev.target.open) fill(ev.target);
    }, true);
    table.hidden = false;
    var filterBar = document.querySelector(".capgrid-speed-filters");
    if (filterBar) filterBar.hidden = false;

    var filters = Array.prototype.slice.call(
      document.querySelectorAll("input.capgrid-speed-filter"));
    function filter() {
      Array.prototype.forEach.call(body.rows, function (tr) {
        tr.hidden = !filters.every(function (f) {
          return !f.checked || tr.getAttribute("data-" + f.getAttribute("data-filter")) === "1";
        });
      });
    }
    filters.forEach(function (f) { f.addEventListener("change", filter); });
    Array.prototype.forEach.call(table.querySelectorAll("button.capgrid-speed-sort"),
      function (b) {
        b.addEventListener("click", function () {
          var col = parseInt(b.getAttribute("data-col"), 10);
          var th = b.closest("th");
          var dir = th.getAttribute("aria-sort") === "descending" ? "ascending" : "descending";
          Array.prototype.forEach.call(table.querySelectorAll("th[aria-sort]"), function (h) {
            h.removeAttribute("aria-sort");
          });
          th.setAttribute("aria-sort", dir);
          var sign = dir === "ascending" ? 1 : -1;
          var key = function (tr) {
            var v = tr.cells[col].getAttribute("data-sort");
            return v === "" || v === null ? null : parseFloat(v);
          };
          var list = Array.prototype.slice.call(body.rows);
          list.sort(function (x, y) {
            var a = key(x), c = key(y);
            if (a === null || c === null) return (a === null) - (c === null);
            return sign * (a - c);
          });
          list.forEach(function (tr) { body.appendChild(tr); });
        });
      });
  }

  // Everything waits for the data block (the causes chart counts its cells' causes); then
  // html[data-capgrid-ready] says the page is set up, its value the milliseconds since the
  // navigation began (bench/render_bench.py reads it).
  function start() {
    readData().then(function (data) {
      var rows = init(data);
      initSpeed(data, rows);
      if (rows.revealDeepLink) rows.revealDeepLink();
    }).finally(function () {
      document.documentElement.setAttribute("data-capgrid-ready",
        String(Math.round(performance.now())));
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
