// AI 制卡 through the API with the fake upstream: a run streams checked proposals passage by passage, nothing is
// written to a jar before 接受, cancel and a lost page stop it (继续生成 goes on), the inbox is the owner's only,
// and the day's character budget answers 429 with its reset time.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  CARD_BUILDER_EVENTS,
  type AcceptCardProposalsResult,
  type CardBuilderRun,
  type CardBuilderRunSummary,
  type CardBuilderUsage,
  type CardProposal,
  type Jar,
  type Page,
  type JarItem,
} from '@memory/contracts';
import type { App } from '../../src/app';
import { setNow } from '../../src/clock';
import { FAKE_INVENTED_ANSWER } from '../../testing/fake-openai';
import { parseSse, startAiSuite, waitFor, type AiSuite } from '../ai/ai-helpers';

/** Two passages (a blank line and more than the 200-character minimum between them), five statements. */
const FIRST =
  '光合作用的场所是叶绿体。光反应发生在类囊体膜上，暗反应发生在叶绿体基质中，两者相互依存，缺一不可。植物通过气孔吸收二氧化碳，并在光照下释放氧气。叶片的形状、厚薄和排列方式都会影响它吸收阳光的效率。在强光下，一些植物会关闭部分气孔，以减少水分散失。温度过高或过低时，光合速率都会明显下降。科学家常用同位素标记的方法追踪碳原子在植物体内的去向，从而弄清暗反应的具体步骤。夏季正午，叶片温度升高，气孔部分关闭，光合速率反而出现短暂的下降。';
const SECOND =
  '植物的根位于土壤中。三原色包括红、绿、蓝。根毛能够吸收水分和无机盐，数量很多，大大增加了根与土壤接触的面积。移栽幼苗时带一些土，可以保护根毛，让幼苗更快恢复生长。土壤板结会让根得不到足够的氧气，所以农民常常松土。根还能储存养分，萝卜和红薯就把大量淀粉储存在根里。一些植物的根能与真菌共生，帮助彼此获得养分。';
const SOURCE = `${FIRST}\n\n${SECOND}`;

interface Streamed {
  status: number;
  run?: CardBuilderRun;
  proposals: CardProposal[];
  passages: number[];
  end?: CardBuilderRunSummary;
  fatal?: { code: string; message: string };
  body: string;
  headers: Record<string, unknown>;
}

function read(response: { statusCode: number; body: string; headers: Record<string, unknown> }): Streamed {
  const out: Streamed = { status: response.statusCode, proposals: [], passages: [], body: response.body, headers: response.headers };
  if (!String(response.headers['content-type']).startsWith('text/event-stream')) return out;
  for (const event of parseSse(response.body)) {
    const data = JSON.parse(event.data) as unknown;
    if (event.event === CARD_BUILDER_EVENTS.run) out.run = data as CardBuilderRun;
    else if (event.event === CARD_BUILDER_EVENTS.proposal) out.proposals.push(data as CardProposal);
    else if (event.event === CARD_BUILDER_EVENTS.passage) out.passages.push((data as { index: number }).index);
    else if (event.event === CARD_BUILDER_EVENTS.end) out.end = data as CardBuilderRunSummary;
    else if (event.event === 'FatalError') out.fatal = data as { code: string; message: string };
  }
  return out;
}

describe('AI 制卡 API', () => {
  let suite: AiSuite;
  let app: App;
  let member: string;
  let other: string;

  before(async () => {
    suite = await startAiSuite();
    app = await suite.appWith();
    await suite.makeMember(app, 'cards-member');
    await suite.makeMember(app, 'cards-other');
    member = await suite.token('cards-member');
    other = await suite.token('cards-other');
  });
  after(async () => {
    setNow(null);
    await suite.close();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const startRun = async (token: string, payload: unknown) => read(await call(token, 'POST', '/card-builder/runs', payload));

  it('streams checked cards passage by passage and writes nothing to a jar before 接受', async () => {
    const streamed = await startRun(member, { source: SOURCE });
    assert.equal(streamed.status, 200, streamed.body);
    assert.equal(streamed.run?.status, 'RUNNING');
    assert.equal(streamed.run?.passages, 2);
    assert.equal(streamed.run?.passageList.length, 2);
    assert.equal(streamed.run?.source, SOURCE);
    assert.deepEqual(streamed.passages, [0, 1]);
    assert.equal(streamed.end?.status, 'DONE');

    const byAnswer = (content: string) => streamed.proposals.filter((proposal) => proposal.content === content);
    const [chloroplast, again] = byAnswer('叶绿体');
    assert.ok(chloroplast && again, 'the fake proposes the first card twice');
    assert.deepEqual(chloroplast.flags, []);
    assert.equal(chloroplast.front, '光合作用的场所是什么？');
    assert.deepEqual(again.flags, ['DUPLICATE']);
    assert.deepEqual(again.duplicateOf, { proposalId: chloroplast.id });
    assert.ok(byAnswer(FAKE_INVENTED_ANSWER).every((proposal) => proposal.flags.includes('UNSUPPORTED')), 'an answer not in its passage is 无出处');
    assert.ok(byAnswer('红、绿、蓝')[0]?.flags.includes('MULTIPLE_FACTS'), 'a list answer is 多个知识点');
    assert.deepEqual(byAnswer('土壤中')[0]?.flags, []);
    assert.equal(byAnswer('土壤中')[0]?.passageIndex, 1);

    // The inbox survives a reload: the same cards, with their passages' places in the source.
    const kept = (await call(member, 'GET', `/card-builder/runs/${streamed.run!.id}`)).json<CardBuilderRun>();
    assert.deepEqual(
      kept.proposals.map((proposal) => proposal.id),
      streamed.proposals.map((proposal) => proposal.id),
    );
    assert.equal(kept.source.slice(kept.passageList[1]!.start, kept.passageList[1]!.end).trim(), SECOND);
    assert.equal(kept.counts.pending, streamed.proposals.length);
    const jars = (await call(member, 'GET', '/jars/page?page=1&size=50&role=CREATOR')).json<Page<Jar>>();
    assert.equal(jars.total, 0, 'no jar was written');
  });

  it('accepts exactly the chosen cards into a new jar, edits (checked again) and rejects the rest', async () => {
    const streamed = await startRun(member, { source: SOURCE, title: '植物' });
    const runId = streamed.run!.id;
    const invented = streamed.proposals.find((proposal) => proposal.content === FAKE_INVENTED_ANSWER)!;
    const edited = (await call(member, 'PUT', `/card-builder/proposals/${invented.id}`, { front: '光合作用的场所在哪里？', content: '叶绿体' })).json<CardProposal>();
    assert.deepEqual(edited.flags, ['DUPLICATE'], 'the edit is supported now, and the same as the first card');
    // The second passage's invented card has the same answer, to a question about another subject that is in neither
    // passage: not the same card, before the edit or after it (checked again).
    const secondInvented = streamed.proposals.filter((proposal) => proposal.content === FAKE_INVENTED_ANSWER)[1]!;
    assert.deepEqual(secondInvented.flags, ['UNSUPPORTED']);
    const afterEdit = (await call(member, 'GET', `/card-builder/runs/${runId}`)).json<CardBuilderRun>();
    assert.deepEqual(afterEdit.proposals.find((proposal) => proposal.id === secondInvented.id)?.flags, ['UNSUPPORTED']);

    const good = streamed.proposals.filter((proposal) => proposal.flags.length === 0);
    assert.ok(good.length >= 2);
    const noJar = await call(member, 'POST', `/card-builder/runs/${runId}/accept`, { proposalIds: [good[0]!.id] });
    assert.equal(noJar.statusCode, 400);
    assert.ok(noJar.json<{ fields: Record<string, string> }>().fields.newJarName);

    const accepted = await call(member, 'POST', `/card-builder/runs/${runId}/accept`, { proposalIds: good.map((proposal) => proposal.id), newJarName: '植物学' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    const result = accepted.json<AcceptCardProposalsResult>();
    assert.equal(result.accepted, good.length);
    const items = (await call(member, 'GET', `/jars/${result.jar.id}/items/page?page=1&size=50`)).json<Page<JarItem>>();
    assert.deepEqual(
      items.entries.map((item) => [item.front, item.content]),
      good.map((proposal) => [proposal.front, proposal.content]),
    );

    const again = await call(member, 'POST', `/card-builder/runs/${runId}/accept`, { proposalIds: [good[0]!.id] });
    assert.equal(again.statusCode, 400, 'an accepted card is not accepted twice');
    const rest = streamed.proposals.filter((proposal) => !good.includes(proposal)).map((proposal) => proposal.id);
    const rejected = (await call(member, 'POST', `/card-builder/runs/${runId}/reject`, { proposalIds: rest })).json<CardBuilderRun>();
    assert.equal(rejected.counts.rejected, rest.length);
    assert.equal(rejected.counts.pending, 0);
    assert.equal(rejected.jar?.id, result.jar.id, 'the new jar is the run’s jar from now on');
    const stillOne = (await call(member, 'GET', `/jars/${result.jar.id}/items/page?page=1&size=50`)).json<Page<JarItem>>();
    assert.equal(stillOne.total, good.length, 'a rejected card is never written');
  });

  it('checks 重复 against the points already in the chosen jar', async () => {
    const jar = (await call(member, 'POST', '/jars', { name: '已有的罐子' })).json<Jar>();
    await call(member, 'POST', `/jars/${jar.id}/items`, { front: '植物的根位于哪里？', content: '土壤中' });
    const streamed = await startRun(member, { source: SOURCE, jarId: jar.id });
    const roots = streamed.proposals.find((proposal) => proposal.content === '土壤中');
    assert.deepEqual(roots?.flags, ['DUPLICATE']);
    assert.equal((roots?.duplicateOf as { pointId?: string } | null)?.pointId !== undefined, true);
    // Another target: no longer a duplicate.
    const moved = (await call(member, 'PUT', `/card-builder/runs/${streamed.run!.id}/jar`, { jarId: null })).json<CardBuilderRun>();
    assert.deepEqual(moved.proposals.find((proposal) => proposal.id === roots?.id)?.flags, []);
  });

  it('another user’s inbox is not found, and a jar not yours is refused', async () => {
    const streamed = await startRun(member, { source: FIRST });
    const runId = streamed.run!.id;
    for (const [method, url, payload] of [
      ['GET', `/card-builder/runs/${runId}`, undefined],
      ['POST', `/card-builder/runs/${runId}/cancel`, undefined],
      ['POST', `/card-builder/runs/${runId}/accept`, { proposalIds: [streamed.proposals[0]!.id], newJarName: 'x' }],
      ['POST', `/card-builder/runs/${runId}/reject`, { proposalIds: [streamed.proposals[0]!.id] }],
      ['PUT', `/card-builder/proposals/${streamed.proposals[0]!.id}`, { front: null, content: '别人的' }],
      ['DELETE', `/card-builder/runs/${runId}`, undefined],
    ] as const) {
      const response = await call(other, method, url, payload);
      assert.equal(response.statusCode, 404, `${method} ${url}`);
    }
    assert.deepEqual((await call(other, 'GET', '/card-builder/runs')).json(), []);
    const jar = (await call(member, 'POST', '/jars', { name: '我的罐子' })).json<Jar>();
    const foreign = await call(other, 'POST', '/card-builder/runs', { source: FIRST, jarId: jar.id });
    assert.equal(foreign.statusCode, 404);
  });

  it('refuses bad input with the field named, and non-members', async () => {
    const empty = await call(member, 'POST', '/card-builder/runs', { source: ' \n ' });
    assert.equal(empty.statusCode, 400);
    assert.ok(empty.json<{ fields: Record<string, string> }>().fields.source);
    const long = await call(member, 'POST', '/card-builder/runs', { source: 'x'.repeat(50_001) });
    assert.equal(long.statusCode, 400);
    await call(await suite.token('cards-guest'), 'GET', '/users/me');
    const guest = await call(await suite.token('cards-guest'), 'POST', '/card-builder/runs', { source: FIRST });
    assert.equal(guest.statusCode, 403);
    assert.equal(guest.json<{ code: string }>().code, 'PREMIUM_REQUIRED');
  });

  it('a cancel stops the run between cards; a page that leaves stops it and 继续生成 goes on', async () => {
    const listening = await suite.appWith();
    const address = await listening.listen({ port: 0, host: '127.0.0.1' });
    suite.fake.setMode('slow');
    try {
      // The page leaves mid-passage: the run stops (STOPPED), its unresolved cards of that passage go on 继续生成.
      const controller = new AbortController();
      const response = await fetch(`${address}/api/card-builder/runs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source: SOURCE, title: '会中断' }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      const runId = (JSON.parse(parseSse(first).find((event) => event.event === 'run')!.data) as CardBuilderRunSummary).id;
      controller.abort();
      let status = '';
      assert.ok(
        await waitFor(() => {
          void call(member, 'GET', `/card-builder/runs/${runId}`).then((found) => (status = found.json<CardBuilderRun>().status));
          return status === 'STOPPED';
        }, 5_000),
        'the run stopped when the page left',
      );
      suite.fake.setMode('stream');
      const resumed = read(await call(member, 'POST', `/card-builder/runs/${runId}/continue`));
      assert.equal(resumed.end?.status, 'DONE');
      const whole = (await call(member, 'GET', `/card-builder/runs/${runId}`)).json<CardBuilderRun>();
      assert.equal(whole.passagesDone, 2);
      assert.equal(whole.proposals.filter((proposal) => proposal.content === '叶绿体' && proposal.flags.length === 0).length, 1, 'the passage asked again gives its cards once');
      const notAgain = await call(member, 'POST', `/card-builder/runs/${runId}/continue`);
      assert.equal(notAgain.statusCode, 409);

      // 停止 ends the stream at once, inside the passage being written.
      suite.fake.setMode('slow');
      const streaming = fetch(`${address}/api/card-builder/runs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
        body: JSON.stringify({ source: SOURCE, title: '会停止' }),
      });
      const live = await streaming;
      const liveReader = live.body!.getReader();
      const head = new TextDecoder().decode((await liveReader.read()).value);
      const liveId = (JSON.parse(parseSse(head).find((event) => event.event === 'run')!.data) as CardBuilderRunSummary).id;
      // Through the replica running it (another replica's cancel is seen before the next passage).
      const cancelled = (await (await fetch(`${address}/api/card-builder/runs/${liveId}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${member}` } })).json()) as CardBuilderRun;
      assert.equal(cancelled.status, 'CANCELLED');
      let rest = '';
      for (;;) {
        const { value, done } = await liveReader.read();
        if (done) break;
        rest += new TextDecoder().decode(value);
      }
      const end = parseSse(rest).find((event) => event.event === CARD_BUILDER_EVENTS.end);
      assert.equal((JSON.parse(end!.data) as CardBuilderRunSummary).status, 'CANCELLED');
      assert.equal((JSON.parse(end!.data) as CardBuilderRunSummary).passagesDone, 0, 'it stopped inside the first passage');
    } finally {
      suite.fake.setMode('stream');
      listening.server.closeAllConnections();
    }
  });

  it('an unreachable model fails the run, keeps its cards, and says so', async () => {
    suite.fake.setMode('error-500');
    try {
      const streamed = await startRun(member, { source: FIRST });
      assert.equal(streamed.fatal?.code, 'AI_UPSTREAM_FAILED');
      assert.equal(streamed.end?.status, 'FAILED');
      assert.ok(streamed.end?.error);
    } finally {
      suite.fake.setMode('stream');
    }
  });

  it('without an AI model, says so in the usage and refuses a run with 409 before keeping or charging anything', async () => {
    const unconfigured = await suite.appWith({ baseUrl: undefined });
    await suite.makeMember(unconfigured, 'cards-no-model');
    const token = await suite.token('cards-no-model');
    const usage = () => unconfigured.inject({ method: 'GET', url: '/api/card-builder/usage', headers: { authorization: `Bearer ${token}` } });
    assert.equal((await usage()).json<CardBuilderUsage>().aiConfigured, false);
    assert.equal((await call(member, 'GET', '/card-builder/usage')).json<CardBuilderUsage>().aiConfigured, true);

    const refused = await unconfigured.inject({ method: 'POST', url: '/api/card-builder/runs', headers: { authorization: `Bearer ${token}` }, payload: { source: FIRST } });
    assert.equal(refused.statusCode, 409);
    assert.deepEqual(refused.json(), { code: 'CONFLICT', message: 'AI 功能尚未配置，请联系管理员设置 AI 服务' });
    assert.equal((await usage()).json<CardBuilderUsage>().used, 0);
    const runs = await unconfigured.inject({ method: 'GET', url: '/api/card-builder/runs', headers: { authorization: `Bearer ${token}` } });
    assert.deepEqual(runs.json(), []);
  });

  it('counts the day’s characters and answers 429 with the reset time when they run out', async () => {
    const limited = await suite.appWith();
    await suite.makeMember(limited, 'cards-budget');
    const token = await suite.token('cards-budget');
    setNow(new Date('2026-11-28T15:30:00Z')); // 23:30 in China
    try {
      const usage = (await limited.inject({ method: 'GET', url: '/api/card-builder/usage', headers: { authorization: `Bearer ${token}` } })).json<CardBuilderUsage>();
      assert.equal(usage.used, 0);
      assert.equal(usage.resetsAt, '2026-11-28T16:00:00.000Z');
      const big = 'ABCD。'.repeat(9_000); // 45 000 characters, no card in them
      for (let run = 0; run < 4; run += 1) {
        const ok = await limited.inject({ method: 'POST', url: '/api/card-builder/runs', headers: { authorization: `Bearer ${token}` }, payload: { source: big } });
        assert.equal(ok.statusCode, 200);
      }
      const over = await limited.inject({ method: 'POST', url: '/api/card-builder/runs', headers: { authorization: `Bearer ${token}` }, payload: { source: big } });
      assert.equal(over.statusCode, 429);
      assert.match(over.json<{ message: string }>().message, /额度只剩 20,000 字/);
      assert.equal(over.headers['x-ratelimit-reset'], '2026-11-28T16:00:00.000Z');
      assert.ok(Number(over.headers['retry-after']) > 0);
      setNow(new Date('2026-11-28T16:00:01Z')); // the next day in China
      const nextDay = await limited.inject({ method: 'POST', url: '/api/card-builder/runs', headers: { authorization: `Bearer ${token}` }, payload: { source: big } });
      assert.equal(nextDay.statusCode, 200);
    } finally {
      setNow(null);
    }
  });

  it('hands back the AI call of a run refused before the model is asked (404, 400): only real runs count toward the limit', async () => {
    const limited = await suite.appWith({ rateLimitPerMinute: 2 });
    await suite.makeMember(limited, 'cards-calls');
    const token = await suite.token('cards-calls');
    const post = (url: string, payload: object) =>
      limited.inject({ method: 'POST', url: `/api${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      assert.equal((await post('/card-builder/runs/no-such-run/continue', {})).statusCode, 404);
      assert.equal((await post('/card-builder/runs', { source: FIRST, jarId: 'no-such-jar' })).statusCode, 404);
    }
    assert.equal((await post('/card-builder/runs', { source: FIRST })).statusCode, 200);
    assert.equal((await post('/card-builder/runs', { source: FIRST })).statusCode, 200);
    const third = await post('/card-builder/runs', { source: FIRST });
    assert.equal(third.statusCode, 429, 'the limit still holds for runs that reach the model');
    assert.ok(Number(third.headers['retry-after']) > 0);
  });

  it('clears runs after 7 days', async () => {
    const streamed = await startRun(other, { source: FIRST });
    setNow(new Date(Date.now() + 7 * 86_400_000 + 1000));
    try {
      assert.equal((await call(other, 'GET', `/card-builder/runs/${streamed.run!.id}`)).statusCode, 404);
    } finally {
      setNow(null);
    }
  });
});
