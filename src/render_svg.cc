#include "render_svg.h"

#include <algorithm>

#include <fmt/format.h>

#include "escape.h"
#include "page_text.h"

namespace capgrid::render {
namespace {

// Colours of the three kinds of bar segment (the page's badges use the same hues).
constexpr std::string_view kSupported = "#2da44e";
constexpr std::string_view kFailing = "#e5534b";
constexpr std::string_view kNa = "#d0d7de";
constexpr std::string_view kFont = "system-ui, -apple-system, 'Segoe UI', sans-serif";

constexpr double kCharWidth = 6.8;  // an average 12 px glyph, enough to size the label column
constexpr int kBarWidth = 160;
constexpr int kFigureWidth = 52;    // room for "100%" after a bar
constexpr int kRowHeight = 20;
constexpr int kBarHeight = 14;

struct Figure {
  std::string attrs;  // more attributes of the <svg> element
  std::string body;
  int width = 0;
  int height = 0;
};

std::string X(std::string_view text) { return XmlEscape(text); }

std::string Num(double v) { return fmt::format("{:.1f}", v); }

// The supported share of the counted configurations, rounded half up: "93%", or "—".
std::string Share(const Ratio& r) {
  if (r.total == 0) {
    return "\u2014";
  }
  return fmt::format("{}%", (200 * r.supported + r.total) / (2 * r.total));
}

std::string Svg(const Figure& f, std::string_view cls, std::string_view label) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"capgrid-chart {}\"{} role=\"img\" "
      "aria-label=\"{}\" width=\"{}\" height=\"{}\" viewBox=\"0 0 {} {}\" font-family=\"{}\" "
      "font-size=\"12\">\n{}</svg>\n",
      cls, f.attrs, X(label), f.width, f.height, f.width, f.height, kFont, f.body);
}

std::string Legend(int x, int y) {
  std::string out;
  const std::pair<std::string_view, std::string_view> items[] = {
      {kSupported, "supported"}, {kFailing, "failing"}, {kNa, "n/a"}};
  for (const auto& [colour, text] : items) {
    out += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{}\"/>"
        "<text x=\"{}\" y=\"{}\">{}</text>\n",
        x, y - 10, colour, x + 16, y, text);
    x += 30 + static_cast<int>(text.size() * kCharWidth);
  }
  return out;
}

Figure PackageFigure(const Report& report) {
  const int probes = report.probe_count();
  size_t longest = 10;
  for (const Package& pkg : report.packages) {
    longest = std::max(longest, pkg.name.size() + fmt::format(" ({})", pkg.probed).size());
  }
  const int label = static_cast<int>(longest * kCharWidth) + 12;
  const int column = kBarWidth + kFigureWidth;
  const int top = 64;
  Figure f;
  f.width = label + probes * column + 8;
  f.height = top + static_cast<int>(report.packages.size()) * kRowHeight + 8;
  f.body += fmt::format(
      "<text x=\"0\" y=\"16\" font-size=\"14\" font-weight=\"600\">Configurations by package "
      "and capture path</text>\n");
  f.body += Legend(0, 38);
  for (int p = 0; p < probes; ++p) {
    f.body += fmt::format("<text x=\"{}\" y=\"{}\" font-weight=\"600\">{}</text>\n",
                          label + p * column, top - 6, X(report.probes()[p].heading));
  }
  int y = top;
  for (const Package& pkg : report.packages) {
    f.body += fmt::format(
        "<g class=\"capgrid-bars\" data-package=\"{}\">\n<text class=\"capgrid-bar-label\" "
        "x=\"0\" y=\"{}\">{} <tspan class=\"capgrid-bar-count\" fill-opacity=\"0.7\">({})</tspan>"
        "</text>\n",
        X(pkg.name), y + 11, X(pkg.name), pkg.probed);
    for (int p = 0; p < probes; ++p) {
      const Ratio& r = pkg.ratios[p];
      const int counts[] = {r.supported, r.total - r.supported, pkg.probed - r.total};
      const std::string_view kinds[] = {"supported", "failing", "na"};
      const std::string_view colours[] = {kSupported, kFailing, kNa};
      const int x0 = label + p * column;
      f.body += fmt::format("<g data-probe=\"{}\" data-x=\"{}\" data-width=\"{}\">",
                            report.probes()[p].key, x0, kBarWidth);
      f.body += fmt::format("<title>{}, {}: {} supported, {} failing, {} n/a</title>",
                            X(pkg.name), X(report.probes()[p].heading), counts[0], counts[1],
                            counts[2]);
      int before = 0;
      for (int k = 0; k < 3; ++k) {
        double from = pkg.probed ? kBarWidth * static_cast<double>(before) / pkg.probed : 0;
        double to =
            pkg.probed ? kBarWidth * static_cast<double>(before + counts[k]) / pkg.probed : 0;
        before += counts[k];
        f.body += fmt::format(
            "<rect data-kind=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>",
            kinds[k], Num(x0 + from), y + 1, Num(to - from), kBarHeight, colours[k]);
      }
      f.body += fmt::format("<text class=\"capgrid-bar-figure\" x=\"{}\" y=\"{}\">{}</text></g>\n",
                            x0 + kBarWidth + 6, y + 12, Share(r));
    }
    f.body += "</g>\n";
    y += kRowHeight;
  }
  return f;
}

// "2 operators · 3 config. · library": what a cause's bar stands for.
std::string CauseFigureText(const CauseRank& r, const std::string& owner) {
  return fmt::format("{} operator{} \u00b7 {} config.{}", r.operators, r.operators == 1 ? "" : "s",
                     r.configurations, owner.empty() ? "" : " \u00b7 " + owner);
}

// With `every_cause`, each column also carries its causes beyond the first `per_probe`, hidden,
// so that the page's script can rank them again over the rows a filter leaves.
Figure CausesFigure(const Report& report, size_t per_probe, bool every_cause) {
  const int probes = report.probe_count();
  size_t longest = 16;
  int most = 1;
  for (int p = 0; p < probes; ++p) {
    const auto& ranks = report.cause_ranks[p];
    for (size_t i = 0; i < ranks.size() && (every_cause || i < per_probe); ++i) {
      longest = std::max(longest, ranks[i].cause_id.size());
      if (i < per_probe) {
        most = std::max(most, ranks[i].operators);
      }
    }
  }
  const int label = static_cast<int>(longest * kCharWidth) + 12;
  const int bar = 260;
  Figure f;
  // The geometry the page's script lays the bars out again with.
  f.attrs = fmt::format(" data-label=\"{}\" data-bar=\"{}\" data-row=\"{}\"", label, bar,
                        kRowHeight);
  f.width = label + bar + 300;
  f.body += fmt::format(
      "<text x=\"0\" y=\"16\" font-size=\"14\" font-weight=\"600\">Top causes per capture "
      "path, by operators blocked</text>\n");
  int y = 30;
  for (int p = 0; p < probes; ++p) {
    const ProbeInfo& probe = report.probes()[p];
    const auto& ranks = report.cause_ranks[p];
    const size_t slots = std::max<size_t>(1, std::min(per_probe, ranks.size()));
    y += 8;
    f.body += fmt::format("<g data-probe=\"{}\" data-top=\"{}\" data-slots=\"{}\">\n<text x=\"0\" "
                          "y=\"{}\" font-weight=\"600\">{}</text>\n",
                          probe.key, y + kRowHeight, slots, y + 12, X(probe.title));
    y += kRowHeight;
    f.body += fmt::format(
        "<text class=\"capgrid-cause-none\" x=\"0\" y=\"{}\" fill-opacity=\"0.7\"{}>No failing "
        "configuration has a cause.</text>\n",
        y + 11, ranks.empty() ? "" : " display=\"none\"");
    for (size_t i = 0; i < ranks.size() && (every_cause || i < per_probe); ++i) {
      const CauseRank& r = ranks[i];
      const int top = y + static_cast<int>(std::min(i, slots - 1)) * kRowHeight;
      double w = static_cast<double>(bar) * std::min(r.operators, most) / most;
      std::string owner = OwnerLabel(report, r.cause_id);
      f.body += fmt::format(
          "<g class=\"capgrid-cause\" data-cause=\"{}\" data-owner=\"{}\" transform=\"translate(0,"
          "{})\"{}><title>{}: {} operator{}, {} configuration{}</title><text x=\"0\" y=\"11\">{}"
          "</text><rect x=\"{}\" y=\"1\" width=\"{}\" height=\"{}\" fill=\"{}\"/><text "
          "class=\"capgrid-cause-figure\" x=\"{}\" y=\"12\">{}</text></g>\n",
          X(r.cause_id), X(owner), top, i < per_probe ? "" : " display=\"none\"", X(r.cause_id),
          r.operators, r.operators == 1 ? "" : "s", r.configurations,
          r.configurations == 1 ? "" : "s", X(r.cause_id), label, Num(std::max(w, 1.0)),
          kBarHeight, kFailing, Num(label + std::max(w, 1.0) + 6), X(CauseFigureText(r, owner)));
    }
    y += static_cast<int>(slots) * kRowHeight;
    size_t more = ranks.size() > per_probe ? ranks.size() - per_probe : 0;
    f.body += fmt::format("<text class=\"capgrid-cause-more\" x=\"0\" y=\"{}\" "
                          "fill-opacity=\"0.7\"{}>and {} more cause{}</text>\n",
                          y + 11, more ? "" : " display=\"none\"", more, more == 1 ? "" : "s");
    if (more) {
      y += kRowHeight;
    }
    f.body += "</g>\n";
  }
  f.height = y + 8;
  return f;
}

}  // namespace

std::string PackageChartSvg(const Report& report) {
  return Svg(PackageFigure(report), "capgrid-chart-packages",
             "Supported, failing and not applicable configurations by package and capture path");
}

std::string CausesChartSvg(const Report& report, size_t per_probe, bool every_cause) {
  return Svg(CausesFigure(report, per_probe, every_cause), "capgrid-chart-causes",
             "Top causes per capture path, by operators blocked");
}

std::string ChartsSvgFile(const Report& report) {
  Figure packages = PackageFigure(report);
  Figure causes = CausesFigure(report, 5, false);
  const int gap = 24;
  Figure both;
  both.width = std::max(packages.width, causes.width);
  both.height = packages.height + gap + causes.height;
  // An opaque background: GitHub's dark theme would otherwise show dark text on dark.
  both.body = "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
              "<g class=\"capgrid-chart-packages\">\n" +
              packages.body + "</g>\n" +
              fmt::format("<g class=\"capgrid-chart-causes\" transform=\"translate(0,{})\">\n",
                          packages.height + gap) +
              causes.body + "</g>\n";
  return Svg(both, "capgrid-charts", fmt::format("Support of {} by package, and its top causes",
                                                 LibraryTitle(report)));
}

}  // namespace capgrid::render
