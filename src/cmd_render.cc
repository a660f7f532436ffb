// `capgrid render SNAPSHOT --format rst|html|md|junit -o OUT [--assets DIR] [--repro-dir DIR]`
//
// Loads the snapshot into the report model and writes one page. The page is rendered in memory
// first, so a bad snapshot (not JSON, wrong shape) stops with one line naming the file and exit
// status 2 before anything is written; the page is then written to a temporary file beside OUT
// and renamed over it, so OUT is either the old file or the complete new one.
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>

#include <fmt/format.h>
#include <unistd.h>

#include "atomic_file.h"
#include "command.h"
#include "errors.h"
#include "exit_status.h"
#include "render_html.h"
#include "render_junit.h"
#include "render_md.h"
#include "render_rst.h"
#include "render_svg.h"
#include "report_model.h"
#include "report_load.h"

namespace capgrid {
namespace {

using render::LoadReport;
using render::PageScript;
using render::PageStyle;
using render::Report;

struct Options {
  std::string snapshot;
  std::string format = "html";
  std::string output;
  std::string assets;
  std::string repro_dir;
  std::vector<std::string> see_also;  // TITLE=HREF
};

// Links each failing cell to its script in `dir` (case_names.h's ReproScriptName), relative to the
// page's directory so the page and the scripts can move together.
void LinkReproScripts(Report& report, const Options& opt) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(opt.repro_dir, ec)) {
    throw UsageError(fmt::format("--repro-dir {}: not a directory", opt.repro_dir));
  }
  fs::path page_dir = opt.output == "-" ? fs::current_path()
                                        : fs::absolute(opt.output).parent_path();
  fs::path rel = fs::absolute(opt.repro_dir).lexically_normal().lexically_relative(
      page_dir.lexically_normal());
  std::string prefix = rel.empty() || rel == "." ? "" : rel.generic_string() + "/";
  render::AttachReproScripts(
      report,
      [&](const std::string& file) {
        std::error_code e;
        return fs::is_regular_file(fs::path(opt.repro_dir) / file, e);
      },
      prefix);
}

int Run(const Options& opt) {
  std::error_code same_ec;
  if (opt.output != "-" && std::filesystem::equivalent(opt.output, opt.snapshot, same_ec)) {
    throw UsageError(
        fmt::format("-o {}: is the snapshot being rendered; refusing to overwrite it", opt.output));
  }
  Report report = LoadReport(opt.snapshot);
  if (!opt.repro_dir.empty()) {
    LinkReproScripts(report, opt);
  }
  for (const std::string& link : opt.see_also) {
    size_t eq = link.find('=');
    if (eq == 0 || eq == std::string::npos || eq + 1 == link.size()) {
      throw UsageError(fmt::format(
          "--see-also {}: expected TITLE=HREF (for example \"torch 2.13 -> 2.15=versions.html\")",
          link));
    }
    report.see_also.emplace_back(link.substr(0, eq), link.substr(eq + 1));
  }
  std::string page;
  std::string charts_path;  // md: the figures' SVG file beside the page ("" for stdout)
  if (opt.format == "rst") {
    page = render::RenderRst(report);
  } else if (opt.format == "html") {
    page = render::RenderHtml(report);
  } else if (opt.format == "md") {
    if (opt.output != "-") {
      charts_path = render::ChartsFileFor(opt.output);
      std::error_code ec;
      if (std::filesystem::equivalent(charts_path, opt.snapshot, ec)) {
        throw UsageError(fmt::format(
            "-o {}: its chart file {} is the snapshot being rendered; refusing to overwrite it",
            opt.output, charts_path));
      }
    }
    page = render::RenderMarkdown(
        report, charts_path.empty() ? "" : std::filesystem::path(charts_path).filename().string());
  } else {
    page = render::RenderJunit(report);
  }
  if (!opt.assets.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(opt.assets, ec);
    if (ec) {
      throw UsageError(fmt::format("--assets {}: {}", opt.assets, ec.message()));
    }
    WriteFileAtomic((std::filesystem::path(opt.assets) / "capgrid_page.js").string(), PageScript());
    WriteFileAtomic((std::filesystem::path(opt.assets) / "capgrid_page.css").string(), PageStyle());
  }
  if (opt.output == "-") {
    std::cout << page;
    std::cout.flush();
  } else {
    WriteFileAtomic(opt.output, page);
    if (!charts_path.empty()) {
      WriteFileAtomic(charts_path, render::ChartsSvgFile(report));
    }
  }
  return kExitOk;
}

}  // namespace

Command RenderCommand() {
  return {"render", "render a snapshot as a page: rst (Sphinx), html, md or junit",
          [](CLI::App& app) {
            auto opt = std::make_shared<Options>();
            app.add_option("SNAPSHOT", opt->snapshot, "snapshot JSON (capgrid or Kornia's)")
                ->required()
                ->type_name("");
            app.add_option("-f,--format", opt->format, "rst, html, md or junit (default html)")
                ->type_name("FORMAT")
                ->check(CLI::IsMember({"rst", "html", "md", "junit"}));
            app.add_option("-o,--output", opt->output, "output file ('-' for stdout)")
                ->required()
                ->type_name("FILE");
            app.add_option("--assets", opt->assets,
                           "also write the page's capgrid_page.js/.css into this directory "
                           "(for the rst page)")
                ->type_name("DIR");
            app.add_option("--repro-dir", opt->repro_dir,
                           "link each failing cell (html) to its script in DIR, "
                           "<case>-<probe>.py as `capgrid repro` names it, where one exists")
                ->type_name("DIR");
            app.add_option("--see-also", opt->see_also,
                           "link another page under \"How this was measured\" (html, md, rst; "
                           "repeatable): TITLE=HREF, for example the version view `capgrid diff "
                           "--format versions-html` wrote")
                ->type_name("TITLE=HREF");
            return [opt]() -> int { return Run(*opt); };
          }};
}

}  // namespace capgrid
