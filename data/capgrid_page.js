/* capgrid support page: search, "show" filter, sorting and ?q= / ?show= deep links.
 *
 * Works on both pages capgrid renders (the Sphinx page from `--format rst` and the standalone
 * `--format html` file). Markup contract:
 *   div.capgrid-controls[data-supported][data-counted][data-order]: the controls, hidden until
 *     this script runs (the page is complete and readable without it);
 *   input.capgrid-search, select.capgrid-show, .capgrid-status: inside the controls;
 *   table.capgrid-table: one per section; body cells are Operator, ONNX, torch.export,
 *     torch.compile, Details; each status cell holds a span.compat-<status>, and a compile cell
 *     with graph breaks also a span.capgrid-breaks (or is compat-ok-breaks);
 *   button.capgrid-sort[data-col]: optional sort buttons in a table's header.
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

  function init() {
    var controls = document.querySelector(".capgrid-controls");
    var tables = Array.prototype.slice.call(document.querySelectorAll("table.capgrid-table"));
    if (!controls || !tables.length) return;

    var supported = words(controls.getAttribute("data-supported"));
    var counted = words(controls.getAttribute("data-counted"));
    var order = words(controls.getAttribute("data-order"));
    var search = controls.querySelector(".capgrid-search");
    var show = controls.querySelector(".capgrid-show");
    var status = controls.querySelector(".capgrid-status");

    function isSupported(s) { return supported.indexOf(s) >= 0; }
    function isFail(s) { return counted.indexOf(s) >= 0 && !isSupported(s); }

    var rows = [];
    tables.forEach(function (table) {
      var body = table.tBodies[0];
      if (!body) return;
      Array.prototype.forEach.call(body.rows, function (tr) {
        var cells = tr.cells;
        if (cells.length < 5) return;
        var st = [statusOf(cells[1]), statusOf(cells[2]), statusOf(cells[3])];
        rows.push({
          tr: tr,
          table: table,
          opCell: cells[0],
          opHtml: cells[0].innerHTML,
          text: (cells[0].textContent + " " + cells[cells.length - 1].textContent).toLowerCase(),
          status: st,
          breaks: st[2] === "ok-breaks" || !!cells[3].querySelector(".capgrid-breaks"),
        });
      });
    });

    var predicates = {
      "all": function () { return true; },
      "any-fail": function (r) { return r.status.some(isFail); },
      "onnx-fail": function (r) { return isFail(r.status[0]); },
      "export-fail": function (r) { return isFail(r.status[1]); },
      "compile-fail": function (r) { return isFail(r.status[2]); },
      "compile-breaks": function (r) { return r.breaks; },
      "all-ok": function (r) { return r.status.every(isSupported); },
    };

    // Sections that hold tables but not the controls themselves may be hidden when empty.
    var sections = Array.prototype.slice
      .call(document.querySelectorAll("section, div.section"))
      .filter(function (s) {
        return !s.contains(controls) && s.querySelector("table.capgrid-table");
      });

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
      if (status) {
        status.textContent = shown === rows.length && !q && which === "all"
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
        if (col >= 1 && col <= 3) return rank(statusOf(tr.cells[col]));
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

    var params = new URLSearchParams(window.location.search);
    if (params.has("q")) search.value = params.get("q");
    if (params.has("show") && predicates[params.get("show")]) show.value = params.get("show");
    search.addEventListener("input", function () { apply(true); });
    search.addEventListener("change", function () { apply(true); });
    show.addEventListener("change", function () { apply(true); });
    controls.hidden = false;
    apply(false);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
