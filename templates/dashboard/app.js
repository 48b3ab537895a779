// The dashboard page: a filtered list of series, drawn with uPlot only when a card scrolls into view, so
// 10,000 series open as fast as 10. Every text from the data goes through textContent, never innerHTML.
(function () {
  'use strict';
  var D = window.BENCHGATE_DATA;
  var PAGE = 40;
  var list = document.getElementById('list');
  var search = document.getElementById('search');
  var onlyChanges = document.getElementById('only-changes');
  var count = document.getElementById('count');
  var more = document.getElementById('more');
  var labels = D.series.map(function (s) { return (s.suite + ' ' + s.benchmark + ' ' + s.metric).toLowerCase(); });
  var matches = [];
  var shown = 0;
  window.__benchgate = { charts: {} };

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function short(sha) { return sha ? sha.slice(0, 7) : '?'; }
  function pct(ratio) {
    var p = (ratio - 1) * 100;
    return (p >= 0 ? '+' : '\u2212') + Math.abs(p).toFixed(1) + ' %';
  }
  function commitLink(run) {
    if (!run || !run.commit) return el('span', null, run ? new Date(run.t * 1000).toISOString().slice(0, 10) : '?');
    if (!D.repoUrl) return el('code', null, short(run.commit));
    var a = el('a', null, short(run.commit));
    a.href = D.repoUrl + '/commit/' + encodeURIComponent(run.commit);
    return a;
  }
  var compact = new Intl.NumberFormat('en', { notation: 'compact', maximumSignificantDigits: 4 });
  function ticks(u, splits) { return splits.map(function (v) { return v == null ? '' : compact.format(v); }); }
  function anchor(s) { return 'series=' + encodeURIComponent(s.suite + '/' + s.benchmark + '/' + s.metric); }

  // A dashed vertical line per lasting shift, drawn on the chart's canvas.
  function changeMarks(s) {
    return {
      hooks: {
        draw: [function (u) {
          var ctx = u.ctx;
          ctx.save();
          ctx.setLineDash([6, 4]);
          ctx.lineWidth = 2;
          s.changes.forEach(function (c) {
            var x = Math.round(u.valToPos(D.runs[c.index].t, 'x', true));
            ctx.strokeStyle = (s.direction === 'smaller' ? c.ratio > 1 : c.ratio < 1) ? '#b35900' : '#1a7f37';
            ctx.beginPath();
            ctx.moveTo(x, u.bbox.top);
            ctx.lineTo(x, u.bbox.top + u.bbox.height);
            ctx.stroke();
          });
          ctx.restore();
        }],
      },
    };
  }

  function draw(card) {
    var i = Number(card.dataset.index);
    var s = D.series[i];
    var xs = s.x.map(function (r) { return D.runs[r].t; });
    var width = Math.max(300, card.clientWidth - 24);
    var chart = new uPlot({
      width: width,
      height: 220,
      plugins: [changeMarks(s)],
      scales: { x: { time: true } },
      series: [
        {},
        { label: 'centre', stroke: '#0969da', width: 2, points: { show: true, size: 4 } },
        { label: 'low', stroke: 'rgba(9,105,218,0.25)', width: 1 },
        { label: 'high', stroke: 'rgba(9,105,218,0.25)', width: 1 },
      ],
      bands: [{ series: [3, 2], fill: 'rgba(9,105,218,0.12)' }],
      axes: [{}, { label: s.unit, size: 80, values: ticks }],
    }, [xs, s.c, s.lo, s.hi], card.querySelector('.chart'));
    window.__benchgate.charts[i] = chart;
    card.dataset.drawn = 'true';
  }

  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (e) {
      if (e.isIntersecting) { observer.unobserve(e.target); draw(e.target); }
    });
  }, { rootMargin: '300px' });

  function card(i) {
    var s = D.series[i];
    var c = el('section', 'card');
    c.id = anchor(s);
    c.dataset.index = String(i);
    c.dataset.key = s.suite + '/' + s.benchmark + '/' + s.metric;
    var h = el('h2');
    h.appendChild(document.createTextNode(s.suite + ' \u203a ' + s.benchmark + ' \u00b7 ' + s.metric + ' '));
    h.appendChild(el('span', 'unit', '(' + s.unit + ', ' + (s.direction === 'smaller' ? 'smaller' : 'bigger') + ' is better)'));
    c.appendChild(h);
    c.appendChild(el('div', 'chart'));
    if (s.changes.length > 0) {
      var ul = el('ul', 'changes');
      s.changes.forEach(function (ch) {
        var worse = s.direction === 'smaller' ? ch.ratio > 1 : ch.ratio < 1;
        var li = el('li', 'change ' + (worse ? 'regression' : 'improvement'));
        var before = D.runs[ch.index - 1] || D.runs[ch.index];
        var after = D.runs[ch.index];
        li.dataset.commit = after.commit || '';
        li.appendChild(document.createTextNode((worse ? 'Regression ' : 'Improvement ') + pct(ch.ratio) + ' (p=' + ch.p.toFixed(3) + '), after '));
        li.appendChild(commitLink(before));
        li.appendChild(document.createTextNode(', by '));
        li.appendChild(commitLink(after));
        ul.appendChild(li);
      });
      c.appendChild(ul);
    }
    var last = D.runs[s.x[s.x.length - 1]];
    if (last && last.verdict) c.appendChild(el('p', 'verdict', 'Verdict of the last run (' + short(last.commit) + '): ' + last.verdict));
    observer.observe(c);
    return c;
  }

  function showMore() {
    var end = Math.min(matches.length, shown + PAGE);
    var frag = document.createDocumentFragment();
    for (; shown < end; shown++) frag.appendChild(card(matches[shown]));
    list.appendChild(frag);
    more.hidden = shown >= matches.length;
    count.textContent = 'Showing ' + shown + ' of ' + matches.length + ' matching series (' + D.series.length + ' in all)';
  }

  function filter() {
    var words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
    matches = [];
    for (var i = 0; i < labels.length; i++) {
      if (onlyChanges.checked && D.series[i].changes.length === 0) continue;
      var ok = true;
      for (var w = 0; w < words.length && ok; w++) ok = labels[i].indexOf(words[w]) >= 0;
      if (ok) matches.push(i);
    }
    observer.disconnect();
    list.textContent = '';
    window.__benchgate.charts = {};
    shown = 0;
    showMore();
  }

  search.addEventListener('input', filter);
  onlyChanges.addEventListener('change', filter);
  more.addEventListener('click', showMore);
  // A link from a PR comment or an issue: #series=<suite>/<benchmark>/<metric> searches for it.
  var m = /^#series=(.*)$/.exec(location.hash);
  if (m) search.value = decodeURIComponent(m[1]).split('/').join(' ');
  filter();
})();
