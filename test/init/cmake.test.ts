// init's CMake evaluator (src/init/cmake.ts): what it makes of the lists, checked against CMake itself where
// cmake, g++ and Google Benchmark are installed, and bounded on hostile lists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmakeCommands, cmakeTargets, type CMakeFile } from '../../src/init/cmake';
import { detectSuites } from '../../src/init/detect';
import { readRepo } from '../../src/init/init';

const targetsOf = (files: Record<string, string>) => {
  const list: CMakeFile[] = Object.entries(files).map(([path, text]) => ({ path, text }));
  const cmakes = list.filter((f) => f.path.endsWith('CMakeLists.txt') || f.path.endsWith('.cmake'));
  return cmakeTargets(cmakes, list.map((f) => f.path)).map((t) => ({ name: t.name, top: t.top, binary: t.binary, sources: [...t.sources].sort() }));
};

describe('CMake evaluation', () => {
  it('foreach over a glob, names from get_filename_component and string(REPLACE), OUTPUT_NAME and RUNTIME_OUTPUT_DIRECTORY', () => {
    expect(targetsOf({
      'CMakeLists.txt': 'project(kv)\nadd_subdirectory(bench)\n',
      'bench/CMakeLists.txt': [
        'file(GLOB BENCHMARKS RELATIVE ${CMAKE_CURRENT_SOURCE_DIR} "*.cpp")',
        'foreach( sourcefile ${BENCHMARKS} )',
        '    string( REPLACE ".cpp" "" name ${sourcefile} )',
        '    add_executable( "${name}Benchmark" ${sourcefile} )',
        'endforeach()',
        'file(GLOB_RECURSE deep CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/nested/*.cc)',
        'foreach(src IN LISTS deep)',
        '  get_filename_component(stem ${src} NAME_WE)',
        '  add_executable(${PROJECT_NAME}_${stem} ${src})',
        '  set_target_properties(${PROJECT_NAME}_${stem} PROPERTIES OUTPUT_NAME ${stem} RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/bin")',
        'endforeach()',
      ].join('\n'),
      'bench/a.cpp': '', 'bench/b.cpp': '', 'bench/nested/x/deep.cc': '', 'other/c.cpp': '',
    })).toEqual([
      { name: 'aBenchmark', top: '.', binary: 'build/bench/aBenchmark', sources: ['bench/a.cpp'] },
      { name: 'bBenchmark', top: '.', binary: 'build/bench/bBenchmark', sources: ['bench/b.cpp'] },
      { name: 'kv_deep', top: '.', binary: 'build/bin/deep', sources: ['bench/nested/x/deep.cc'] },
    ]);
  });

  it('functions and macros: arguments, cmake_parse_arguments, PARENT_SCOPE, a macro\'s arguments gone after it', () => {
    expect(targetsOf({
      'CMakeLists.txt': [
        'function(collect out)',
        '  set(${out} "${ARGN}" PARENT_SCOPE)',
        'endfunction()',
        'function(add_bench)',
        '  cmake_parse_arguments(B "" "NAME" "SOURCES" ${ARGN})',
        '  collect(srcs ${B_SOURCES})',
        '  add_executable(bench_${B_NAME} ${srcs})',
        'endfunction()',
        'macro(quick name)',
        '  add_executable(${name} ${name}.cc)',
        'endmacro()',
        'set(name kept)',
        'add_bench(NAME one SOURCES one.cpp util.cpp)',
        'quick(two)',
        'add_executable(${name} kept.cc)',
        // A cache entry does not replace a variable already set.
        'set(name other CACHE STRING "")',
        'add_executable(again_${name} again.cc)',
      ].join('\n'),
    })).toEqual([
      { name: 'bench_one', top: '.', binary: 'build/bench_one', sources: ['one.cpp', 'util.cpp'] },
      { name: 'two', top: '.', binary: 'build/two', sources: ['two.cc'] },
      { name: 'kept', top: '.', binary: 'build/kept', sources: ['kept.cc'] },
      { name: 'again_kept', top: '.', binary: 'build/again_kept', sources: ['again.cc'] },
    ]);
  });

  it('generator expressions in sources: `$<COND:value>` is value, spanning arguments; one without a value is nothing', () => {
    expect(targetsOf({
      'CMakeLists.txt': 'add_executable(b a.cpp $<$<CONFIG:Debug>:debug.cpp> "$<TARGET_OBJECTS>")\ntarget_sources(b PRIVATE $<$<BOOL:${X}>:\n  ${CMAKE_CURRENT_LIST_DIR}/c.cpp>)\n',
    })).toEqual([{ name: 'b', top: '.', binary: 'build/b', sources: ['a.cpp', 'c.cpp', 'debug.cpp'] }]);
  });

  it('a folder with a project() of its own that nothing adds is a tree of its own; another unreached one is the root\'s', () => {
    expect(targetsOf({
      'CMakeLists.txt': 'project(top)\n',
      'tools/bench/CMakeLists.txt': 'project(b)\nset(CMAKE_RUNTIME_OUTPUT_DIRECTORY bin)\nadd_executable(b b.cpp)\n',
      'misc/CMakeLists.txt': 'add_executable(m m.cpp)\n',
    })).toEqual([
      { name: 'm', top: '.', binary: 'build/misc/m', sources: ['misc/m.cpp'] },
      { name: 'b', top: 'tools/bench', binary: 'build/bin/b', sources: ['tools/bench/b.cpp'] },
    ]);
  });

  it('comments, bracket arguments and quoted text are not commands; escapes and nested parentheses are kept in their arguments', () => {
    const text = '#[[ add_executable(no1 x.cc) ]]\n# add_executable(no2 y.cc)\nmessage([=[ add_executable(no3 z.cc) ]=])\nmessage("add_executable(no4 w.cc)")\nif((A AND B) OR C)\nadd_executable(yes "a \\"b\\".cc")\nendif()\n';
    expect(cmakeCommands(text).map((c) => [c.name, c.args.map((a) => a.text)])).toEqual([
      ['message', [' add_executable(no3 z.cc) ']],
      ['message', ['add_executable(no4 w.cc)']],
      ['if', ['A', 'AND', 'B', 'OR', 'C']],
      ['add_executable', ['yes', 'a "b".cc']],
      ['endif', []],
    ]);
  });

  it('bounded: a function that calls itself, an include cycle and a flood of commands end, in linear time', () => {
    const started = performance.now();
    expect(targetsOf({
      'CMakeLists.txt': 'include(a.cmake)\nfunction(f)\n  f()\nendfunction()\nf()\nadd_executable(after after.cc)\n',
      'a.cmake': 'include(b.cmake)\n',
      'b.cmake': 'include(a.cmake)\n',
    }).map((t) => t.name)).toEqual(['after']);
    // 200,000 lines of calls and 100,000 unbalanced parentheses.
    const flood = `${'set(x ${x};y)\n'.repeat(2_000)}${'foreach(i ${x})\nset(z 1)\nendforeach()\n'.repeat(50)}${'('.repeat(100_000)}`;
    expect(targetsOf({ 'CMakeLists.txt': flood })).toEqual([]);
    // A value that doubles forty times: the evaluation stops at a megabyte, the target before it kept.
    expect(targetsOf({ 'CMakeLists.txt': `add_executable(first first.cc)\nset(a x)\n${'set(a ${a}${a})\n'.repeat(40)}add_executable(never never.cc)\n` }).map((t) => t.name)).toEqual(['first']);
    // Generator expressions nested 100,000 deep in a source list.
    expect(targetsOf({ 'CMakeLists.txt': `add_executable(g ${'$<'.repeat(100_000)}x.cc)\nadd_executable(h h.cc)\n` }).map((t) => t.name)).toEqual(['g', 'h']);
    // A pattern that backtracks exponentially in JavaScript is not run.
    expect(targetsOf({ 'CMakeLists.txt': `set(s ${'a'.repeat(40)}!)\nstring(REGEX REPLACE "^(a+)+$" "" t \${s})\nadd_executable(ok ok.cc)\n` }).map((t) => t.name)).toEqual(['ok']);
    // 3,000 trees of their own, each looping over a glob of the 3,000 files: one budget for them all.
    const trees = Object.fromEntries(Array.from({ length: 3_000 }, (_, i) => [`t${i}/CMakeLists.txt`, 'project(p)\nfile(GLOB_RECURSE all /*)\nforeach(f ${all})\nset(y ${f})\nendforeach()\n']));
    expect(targetsOf(trees)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

const missing = ((): string | undefined => {
  for (const [cmd, args] of [['cmake', ['--version']], ['g++', ['--version']]] as const) {
    if (spawnSync(cmd, args, { stdio: 'ignore' }).status !== 0) return `${cmd} is not installed`;
  }
  return existsSync('/usr/include/benchmark/benchmark.h') ? undefined : 'Google Benchmark (libbenchmark-dev) is not installed';
})();
if (missing) console.log(`test/init/cmake.test.ts: the check against CMake itself is skipped: ${missing}`);

describe.skipIf(missing !== undefined)('CMake itself agrees with init', () => {
  it('every binary init names is where `cmake --build` puts it, and runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'benchgate-cmake-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };
    const source = '#include <benchmark/benchmark.h>\nstatic void BM_x(benchmark::State& s) { for (auto _ : s) benchmark::DoNotOptimize(s.iterations()); }\nBENCHMARK(BM_x);\n';
    try {
      write('CMakeLists.txt', [
        'cmake_minimum_required(VERSION 3.16)',
        'project(demo CXX)',
        'find_package(benchmark REQUIRED)',
        'set(CMAKE_MODULE_PATH ${CMAKE_CURRENT_SOURCE_DIR}/cmake)',
        'include(BenchHelpers)',
        'option(DEMO_BENCH "benchmarks" OFF)',
        'if(DEMO_BENCH)',
        '  add_subdirectory(bench)',
        'endif()',
      ].join('\n'));
      write('cmake/BenchHelpers.cmake', [
        'function(add_bench)',
        '  cmake_parse_arguments(B "" "NAME" "SOURCES" ${ARGN})',
        '  set(target "${PROJECT_NAME}_${B_NAME}")',
        '  add_executable(${target} ${B_SOURCES})',
        '  target_link_libraries(${target} benchmark::benchmark_main)',
        '  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/special-bin OUTPUT_NAME special-bench)',
        'endfunction()',
      ].join('\n'));
      write('bench/CMakeLists.txt', [
        'set(CMAKE_RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/bin)',
        'file(GLOB sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*_bench.cpp")',
        'foreach(source IN LISTS sources)',
        '  get_filename_component(name ${source} NAME_WE)',
        '  add_executable(${name} ${source})',
        '  target_link_libraries(${name} benchmark::benchmark_main)',
        'endforeach()',
        'add_bench(NAME special SOURCES special/special.cpp)',
      ].join('\n'));
      write('bench/a_bench.cpp', source);
      write('bench/b_bench.cpp', source);
      write('bench/special/special.cpp', source);
      const suites = detectSuites(await readRepo(dir));
        expect(suites.map((s) => s.run)).toEqual([
          './build/bin/a_bench --benchmark_format=json',
          './build/bin/b_bench --benchmark_format=json',
          './build/bench/special-bin/special-bench --benchmark_format=json',
        ]);
        expect(new Set(suites.map((s) => s.install)).size).toBe(1);
        execSync(suites[0]!.install!, { cwd: dir, stdio: 'pipe', timeout: 240_000 });
        for (const s of suites) {
          const binary = s.run.split(' ')[0]!;
          expect(existsSync(join(dir, binary)), binary).toBe(true);
          expect(execSync(`${binary} --benchmark_list_tests`, { cwd: dir, encoding: 'utf8' })).toBe('BM_x\n');
        }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
