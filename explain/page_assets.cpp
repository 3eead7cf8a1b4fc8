// Inline CSS, JavaScript and legend of the explain page.
#include "explain/page_assets.h"

namespace untangle::explain {

const std::string_view kPageStyle = R"css(
html, body { margin: 0; height: 100%; font: 13px system-ui, sans-serif; color: #222; }
body { display: flex; flex-direction: column; overflow: hidden; }
header { display: flex; gap: 18px; align-items: baseline; padding: 6px 12px; background: #22283a; color: #eee; }
header .status { margin-left: auto; padding: 1px 8px; border-radius: 3px; }
header .ok { background: #2d6a35; }
header .failed { background: #a32020; }
#main { flex: 1; display: grid; grid-template-columns: 210px minmax(0, 1fr) minmax(0, 38%); min-height: 0; }
nav { overflow: auto; border-right: 1px solid #ccc; padding: 6px 8px; background: #f4f5f8; }
h2 { font-size: 13px; margin: 4px 0; }
h3 { font-size: 12px; margin: 6px 0 2px; }
nav ol { list-style: none; margin: 0; padding: 0; }
nav li.step { padding: 4px 6px; margin: 2px 0; border-radius: 4px; cursor: pointer; }
nav li.step:hover { background: #e2e6f0; }
nav li.current { background: #c9d6f5; }
nav li.failed .pass { color: #a32020; font-weight: bold; }
nav .num { color: #777; font-family: monospace; }
nav small { color: #555; }
.buttons { margin: 8px 0; }
button { font: inherit; padding: 1px 7px; }
.legend ul { padding-left: 16px; margin: 2px 0; font-size: 12px; color: #444; }
#pictures { display: flex; flex-direction: column; min-height: 0; min-width: 0; }
#notes { max-height: 28%; overflow: auto; padding: 4px 10px; border-bottom: 1px solid #ccc; }
#notes ul { margin: 0; padding-left: 18px; columns: 3; font-family: monospace; font-size: 12px; }
#canvas { flex: 1; overflow: auto; background: #fcfcfd; min-height: 0; }
figure { margin: 4px; }
#code { display: grid; grid-template-rows: 1fr 1fr; min-height: 0; border-left: 1px solid #ccc; }
.listing { position: relative; overflow: auto; min-height: 0; padding: 0 8px 8px; border-bottom: 1px solid #ccc; }
.listing h2 { position: sticky; top: 0; background: #fff; padding: 4px 0; margin: 0; }
pre.code { margin: 0; font: 11px/1.35 monospace; white-space: pre; }
.blk { border-left: 3px solid transparent; padding-left: 3px; margin: 6px 0; }
.blk.hl { border-left-color: #d4a500; background: #fff6c8; }
.blk.err { border-left-color: #c00; }
a.lbl, a.ref, a.blink { color: #1f4fd1; cursor: pointer; text-decoration: underline dotted; }
a.gutter { display: block; font: 11px monospace; color: #888; }
.error { margin: 4px 0; padding: 4px 6px; background: #fde0e0; border: 1px solid #c00; color: #700; font-size: 12px; white-space: pre-wrap; }
.errline { background: #f9b4b4; }
.note { color: #555; font-size: 12px; }
svg.cfg { display: block; }
svg.cfg text { font: 10px monospace; text-anchor: middle; fill: #111; }
svg.cfg text.el { font-size: 8px; fill: #666; text-anchor: start; }
svg.cfg text.el.left { text-anchor: end; }
g.n { cursor: pointer; }
g.n .box { fill: #fff; stroke: #333; stroke-width: 1; }
g.n .inner { fill: none; stroke: #333; stroke-width: 1; }
g.syn .box { stroke-dasharray: 4 3; }
g.hsel .box { stroke-width: 2.6; }
g.add .box { fill: #dcf5dc; stroke: #1a8f1a; }
g.ghost { opacity: 0.4; }
g.ghost .box { fill: none; stroke: #888; stroke-dasharray: 2 2; }
g.err .box { fill: #fde0e0; stroke: #c00; stroke-width: 3; }
g.n.hl .box { fill: #fff3a0; stroke: #b58900; stroke-width: 3; }
path.e { fill: none; stroke: #333; stroke-width: 1; }
path.back { stroke: #c00; stroke-width: 2; }
path.merge { stroke: #1f4fd1; stroke-dasharray: 5 3; }
path.cont { stroke: #0a7a2a; stroke-dasharray: 5 3; }
path.add { stroke: #1a9f1a; stroke-width: 2; }
path.gone { stroke: #aaa; stroke-dasharray: 2 3; }
path.long { stroke-opacity: 0.5; }
)css";

const std::string_view kPageScript = R"js(
(function () {
  'use strict';
  const body = document.body;
  window.addEventListener('error', function (event) {
    body.dataset.status = 'error: ' + event.message;
  });
  const steps = Array.from(document.querySelectorAll('#steps li.step'));
  const notes = Array.from(document.querySelectorAll('#notes .note-step'));
  const figures = Array.from(document.querySelectorAll('figure.pass'));
  const canvas = document.getElementById('canvas');
  const noPicture = document.getElementById('no-picture');
  let current = 0;
  let zoom = 1;

  function show(step) {
    if (steps.length === 0) return;
    current = Math.max(0, Math.min(steps.length - 1, step));
    const figure = Number(steps[current].dataset.figure);
    steps.forEach(function (item, index) { item.classList.toggle('current', index === current); });
    notes.forEach(function (note) { note.hidden = Number(note.dataset.step) !== current; });
    figures.forEach(function (item) { item.hidden = Number(item.dataset.figure) !== figure; });
    noPicture.hidden = figure >= 0 && figures.length > 0;
  }

  // Every picture has the same size (one layout for all), so scroll positions carry over.
  function applyZoom() {
    figures.forEach(function (figure) {
      const svg = figure.querySelector('svg');
      svg.setAttribute('width', (svg.dataset.w * zoom).toFixed(1));
      svg.setAttribute('height', (svg.dataset.h * zoom).toFixed(1));
    });
  }

  // The whole picture.
  function fit() {
    if (figures.length === 0) return;
    const svg = figures[0].querySelector('svg');
    const scale = Math.min((canvas.clientWidth - 16) / svg.dataset.w, (canvas.clientHeight - 16) / svg.dataset.h);
    zoom = Math.max(0.05, Math.min(2.5, scale));
    applyZoom();
  }

  // The whole picture when that stays legible, else full size from the entry block.
  function initialView() {
    fit();
    if (zoom >= 0.6 || figures.length === 0) return;
    zoom = 1;
    applyZoom();
    const entry = document.querySelector('figure.pass:not([hidden]) g.n.entry');
    if (!entry) return;
    const box = entry.getBBox();
    canvas.scrollLeft = box.x + box.width / 2 - canvas.clientWidth / 2;
    canvas.scrollTop = box.y - 20;
  }

  function zoomBy(factor) {
    zoom = Math.max(0.1, Math.min(4, zoom * factor));
    applyZoom();
  }

  // The blocks related to one: its CFG nodes (data-b), DXIL block and SPIR-V label,
  // found through the pictures, whose nodes carry all three.
  function related(kind, value) {
    const found = { b: new Set(), dxil: new Set(), spv: new Set() };
    found[kind].add(value);
    document.querySelectorAll('#canvas g.n[data-' + kind + '="' + value + '"]').forEach(function (node) {
      ['b', 'dxil', 'spv'].forEach(function (key) {
        if (node.dataset[key] !== undefined) found[key].add(node.dataset[key]);
      });
    });
    return found;
  }

  function select(kind, value) {
    document.querySelectorAll('.hl').forEach(function (element) { element.classList.remove('hl'); });
    const found = related(kind, value);
    found.b.forEach(function (node) {
      document.querySelectorAll('#canvas g.n[data-b="' + node + '"]').forEach(function (element) {
        element.classList.add('hl');
      });
    });
    found.dxil.forEach(function (block) {
      const element = document.getElementById('dxil-' + block);
      if (element) element.classList.add('hl');
    });
    found.spv.forEach(function (label) {
      const element = document.getElementById('spv-' + label);
      if (element) element.classList.add('hl');
    });
    // Bring the block into view in the panels other than the one clicked.
    const shown = [];
    if (kind !== 'b') shown.push(document.querySelector('figure.pass:not([hidden]) g.n.hl'));
    if (kind !== 'dxil') shown.push(document.querySelector('#dxil .blk.hl'));
    if (kind !== 'spv') shown.push(document.querySelector('#spirv .blk.hl'));
    shown.forEach(function (element) {
      if (element) element.scrollIntoView({ block: 'center', inline: 'center' });
    });
  }

  document.addEventListener('click', function (event) {
    const link = event.target.closest('g.n, a[data-b], a[data-dxil], a[data-spv]');
    if (!link) return;
    event.preventDefault();
    const data = link.dataset;
    if (data.b !== undefined) select('b', data.b);
    else if (data.dxil !== undefined) select('dxil', data.dxil);
    else select('spv', data.spv);
  });
  steps.forEach(function (item, index) {
    item.addEventListener('click', function () { show(index); });
  });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1); });
  document.getElementById('zoom-in').addEventListener('click', function () { zoomBy(1.25); });
  document.getElementById('zoom-out').addEventListener('click', function () { zoomBy(0.8); });
  document.getElementById('zoom-fit').addEventListener('click', fit);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  });

  const requested = /step=(\d+)/.exec(location.hash);
  show(requested ? Number(requested[1]) : steps.length - 1);
  initialView();
  const firstBlock = document.querySelector('#spirv .blk');
  if (firstBlock) firstBlock.parentElement.scrollTop = firstBlock.offsetTop - 120;
  const link = /[#&](b|dxil|spv)=(\d+)/.exec(location.hash);
  if (link) select(link[1], link[2]);
  body.dataset.steps = String(steps.length);
  body.dataset.pictures = String(figures.filter(function (figure) {
    return figure.querySelector('svg.cfg g.n') !== null;
  }).length);
  body.dataset.status = 'ok';
})();
)js";

const std::string_view kLegend = R"html(<div class="legend"><h2>Legend</h2><ul>
<li>house: the entry block</li>
<li>bold border: selection header</li>
<li>double border: loop header</li>
<li>dashed border: block added by the structurizer</li>
<li>red edge: back edge</li>
<li>dashed blue: merge declaration</li>
<li>dashed green: continue declaration</li>
<li>green: added by this step; faint: removed by it</li>
<li>red outline: named by the error</li>
<li>click a block or a label to find it in the picture, the DXIL and the SPIR-V; ←/→ step through the passes</li>
</ul></div>
)html";

}  // namespace untangle::explain
