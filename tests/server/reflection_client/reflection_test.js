// A client that knows nothing of ptoc's .proto files: it discovers the
// services of a running ptocd through gRPC server reflection (v1alpha, the
// only version gRPC 1.51 serves), builds its stubs from the reflected file
// descriptors, and calls methods by name with plain JSON-like requests.
// Expected values come from the reference goldens.
//
// usage: node reflection_test.js HOST:PORT PROGRAM.py GOLDEN_DIR
'use strict';

const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const grpc = require('@grpc/grpc-js');
const { GrpcReflection } = require('grpc-js-reflection-client');

const [address, programPath, goldenDir] = process.argv.slice(2);
if (!address || !programPath || !goldenDir) {
  console.error('usage: node reflection_test.js HOST:PORT PROGRAM.py GOLDEN_DIR');
  process.exit(2);
}

const RPC_TIMEOUT_MS = 30000;
const deadline = () => ({ deadline: Date.now() + RPC_TIMEOUT_MS });
const loaderOptions = { keepCase: true, enums: String, longs: String, defaults: true,
  oneofs: true };
let checks = 0;
function ok(what) {
  checks += 1;
  console.log(`ok ${checks} - ${what}`);
}

// Unary call of `method` (a name taken from the reflected service).
function callUnary(client, method, request) {
  return new Promise((resolve, reject) => {
    client[method](request, new grpc.Metadata(), deadline(), (err, response) =>
      err ? reject(err) : resolve(response));
  });
}

// Server-streaming call: every message, in order.
function callStream(client, method, request) {
  return new Promise((resolve, reject) => {
    const messages = [];
    const call = client[method](request, new grpc.Metadata(), deadline());
    call.on('data', (m) => messages.push(m));
    call.on('error', reject);
    call.on('end', () => resolve(messages));
  });
}

// The stub constructor of a reflected service, e.g. 'ptoc.v1.Compiler'.
function serviceConstructor(descriptor, fullName) {
  let node = descriptor.getPackageObject(loaderOptions);
  for (const part of fullName.split('.')) node = node[part];
  assert.equal(typeof node, 'function', `no stub for ${fullName}`);
  return node;
}

// Builds a request for `method` from the reflected schema: every field we set
// must exist in the reflected message type with the expected kind, so a
// renamed or retyped field fails here rather than being silently dropped.
function buildRequest(root, serviceName, method, fields) {
  const rpc = root.lookupService(serviceName).methods[method];
  assert.ok(rpc, `${serviceName} has no method ${method}`);
  const type = root.lookupType(rpc.requestType);
  type.resolveAll();
  function check(msgType, object, where) {
    for (const [name, value] of Object.entries(object)) {
      const field = msgType.fields[name];
      assert.ok(field, `${where} has no field ${name} (reflected fields: ` +
        `${Object.keys(msgType.fields).join(', ')})`);
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        assert.ok(field.resolvedType && field.resolvedType.fields,
          `${where}.${name} is not a message`);
        check(field.resolvedType, value, `${where}.${name}`);
      } else {
        assert.ok(!field.resolvedType || !field.resolvedType.fields,
          `${where}.${name} is a message, got a scalar`);
      }
    }
  }
  check(type, fields, type.fullName.replace(/^\./, ''));
  const problem = type.verify(fields);
  assert.equal(problem, null, `request does not verify against ${type.fullName}: ${problem}`);
  return fields;
}

async function main() {
  const reflection = new GrpcReflection(address, grpc.credentials.createInsecure(), {},
    'v1alpha');

  // 1. The service list.
  const services = await reflection.listServices('*', deadline());
  console.log('services:', services.join(', '));
  for (const name of ['ptoc.v1.Compiler', 'grpc.health.v1.Health',
    'grpc.reflection.v1alpha.ServerReflection']) {
    assert.ok(services.includes(name), `${name} is not listed`);
  }
  ok(`listServices: ${services.length} services incl. ptoc.v1.Compiler and grpc.health.v1.Health`);

  // 2. File descriptors: by symbol (the service's file, with its import
  // ir.proto resolved) and by file name. protobufjs merges files of one
  // package when it re-exports them, so files are checked one by one.
  const compilerDesc = await reflection.getDescriptorBySymbol('ptoc.v1.Compiler', deadline());
  const root = compilerDesc.getProtobufJsRoot();
  assert.ok(root.lookupType('ptoc.v1.CompileRequest'), 'CompileRequest not reflected');
  assert.ok(root.lookupType('ptoc.v1.Program'), 'import ir.proto (ptoc.v1.Program) not resolved');
  const methods = Object.keys(root.lookupService('ptoc.v1.Compiler').methods).sort();
  assert.deepEqual(methods, ['CompileProgram', 'GetPassDump', 'GetStrategy', 'ListPasses',
    'RunPasses']);
  assert.equal(root.lookupService('ptoc.v1.Compiler').methods.GetPassDump.responseStream, true);
  const byFile = await reflection.getDescriptorByFileName('proto/ptoc/v1/compiler.proto',
    deadline());
  assert.ok(byFile.getProtobufJsRoot().lookupService('ptoc.v1.Compiler'));
  const irFile = await reflection.getDescriptorByFileName('proto/ptoc/v1/ir.proto', deadline());
  const irRoot = irFile.getProtobufJsRoot();
  assert.ok(irRoot.lookupType('ptoc.v1.Program'));
  assert.equal(irRoot.lookup('ptoc.v1.Compiler'), null, 'ir.proto must not define the service');
  const typeCount = Object.keys(root.lookup('ptoc.v1').nested).length;
  ok(`descriptors: proto/ptoc/v1/compiler.proto + ir.proto, ${typeCount} ptoc.v1 types, ` +
    `methods ${methods.join(' ')}`);

  // 3. Health. gRPC C++'s built-in health service has no descriptor in the
  // server's pool, so reflection lists it but may not describe it; then the
  // call is made with hand-encoded messages (HealthCheckRequest{} is empty,
  // HealthCheckResponse{status: SERVING} is field 1 = 1).
  let healthStatus;
  let healthHow;
  try {
    const healthDesc = await reflection.getDescriptorBySymbol('grpc.health.v1.Health',
      deadline());
    const Health = serviceConstructor(healthDesc, 'grpc.health.v1.Health');
    const health = new Health(address, grpc.credentials.createInsecure());
    healthStatus = (await callUnary(health, 'Check', buildRequest(healthDesc.getProtobufJsRoot(),
      'grpc.health.v1.Health', 'Check', { service: '' }))).status;
    health.close();
    healthHow = 'reflected stub';
  } catch (err) {
    if (!/Symbol not found/.test(String(err && err.message))) throw err;
    const raw = new grpc.Client(address, grpc.credentials.createInsecure());
    const reply = await new Promise((resolve, reject) => raw.makeUnaryRequest(
      '/grpc.health.v1.Health/Check', () => Buffer.alloc(0), (b) => b, {},
      new grpc.Metadata(), deadline(), (e, r) => (e ? reject(e) : resolve(r))));
    raw.close();
    healthStatus = reply.equals(Buffer.from([0x08, 0x01])) ? 'SERVING' : reply.toString('hex');
    healthHow = 'hand-encoded (no descriptor for grpc.health.v1 on the server)';
  }
  assert.equal(healthStatus, 'SERVING');
  ok(`grpc.health.v1.Health/Check: SERVING (${healthHow})`);

  // 4. CompileProgram by name, twice: the second answer is a cache hit.
  const Compiler = serviceConstructor(compilerDesc, 'ptoc.v1.Compiler');
  const compiler = new Compiler(address, grpc.credentials.createInsecure());
  const text = fs.readFileSync(programPath, 'utf8');
  const request = buildRequest(root, 'ptoc.v1.Compiler', 'CompileProgram', {
    program: { dsl_text: text, filename: path.basename(programPath) },
    target: 'Ascend910B',
    pipeline: { strategy: 'Default' },
  });
  // The digest is the SHA-256 of the canonical printed input, which is what
  // the reference printer produced for this program.
  const expectedDigest = crypto.createHash('sha256')
    .update(fs.readFileSync(path.join(goldenDir, 'print.concise.py'))).digest('hex');
  // Pass order of the Default strategy from the reference dump file names.
  const expectedPasses = fs.readdirSync(path.join(goldenDir, 'default'))
    .filter((f) => /^\d+_after_.*\.py$/.test(f)).sort()
    .map((f) => f.replace(/^\d+_after_/, '').replace(/\.py$/, ''));
  assert.ok(expectedPasses.length > 0, 'no golden dumps');

  const first = await callUnary(compiler, 'CompileProgram', request);
  assert.equal(first.program_digest, expectedDigest, 'digest differs from the golden print');
  assert.equal(first.cache_hit, false, 'first compile must not be a cache hit');
  assert.match(first.cache_key, /^[0-9a-f]{64}$/);
  assert.equal(first.target, 'Ascend910B');
  assert.deepEqual(first.pass_timings.map((p) => p.name), expectedPasses);
  assert.deepEqual(first.pass_timings.map((p) => p.index),
    expectedPasses.map((_, i) => i + 1));
  ok(`CompileProgram: digest ${first.program_digest.slice(0, 16)}… = sha256(golden print), ` +
    `${first.pass_timings.length} passes in golden order, cache_hit false`);

  const second = await callUnary(compiler, 'CompileProgram', request);
  assert.equal(second.cache_hit, true, 'second compile must be a cache hit');
  assert.equal(second.program_digest, expectedDigest);
  assert.equal(second.cache_key, first.cache_key);
  assert.deepEqual(second.pass_timings.map((p) => p.name), expectedPasses);
  ok('CompileProgram again: cache_hit true, same digest and cache key');

  // 5. The streaming method by name: the first pass's IR equals the golden.
  const dumps = await callStream(compiler, 'GetPassDump', buildRequest(root,
    'ptoc.v1.Compiler', 'GetPassDump', {
      program: { dsl_text: text, filename: path.basename(programPath) },
    }));
  const passes = dumps.filter((m) => m.event === 'pass').map((m) => m.pass);
  const summary = dumps[dumps.length - 1];
  assert.equal(summary.event, 'summary', 'the last stream message must be the summary');
  assert.equal(summary.summary.program_digest, expectedDigest);
  assert.equal(summary.summary.pass_count, expectedPasses.length);
  assert.equal(passes.length, expectedPasses.length);
  const goldenFirst = fs.readFileSync(path.join(goldenDir, 'default',
    fs.readdirSync(path.join(goldenDir, 'default')).filter((f) => f.startsWith('01_'))[0]),
  'utf8');
  assert.equal(passes[0].ir_text, goldenFirst, 'GetPassDump pass 1 differs from golden');
  ok(`GetPassDump: ${passes.length} pass messages + summary, pass 1 IR equals the golden`);

  // 6. A malformed program: INVALID_ARGUMENT with a file:line:col location.
  const bad = buildRequest(root, 'ptoc.v1.Compiler', 'CompileProgram', {
    program: {
      dsl_text: 'import pypto.language as pl\n@pl.program\nclass X:\n    def f(self) -> :\n',
      filename: 'bad.py',
    },
  });
  await assert.rejects(callUnary(compiler, 'CompileProgram', bad), (err) => {
    assert.equal(err.code, grpc.status.INVALID_ARGUMENT);
    assert.match(err.details, /^bad\.py:\d+:\d+: /);
    return true;
  });
  ok('malformed program: INVALID_ARGUMENT with bad.py:line:col');

  compiler.close();
  console.log(`reflection client OK: all ${checks} checks passed`);
}

// Never hang: a stuck server or channel fails the test instead.
const watchdog = setTimeout(() => {
  console.error('reflection client: timed out after 120 s');
  process.exit(1);
}, 120000);
watchdog.unref();

main().then(() => process.exit(0), (err) => {
  console.error('FAIL:', err && err.stack ? err.stack : err);
  process.exit(1);
});
