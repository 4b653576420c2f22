// A fake Alipay OpenAPI gateway (v1, gateway.do) for tests. Plain node:http, loopback only; nothing here is product
// code. It checks every request's RSA2 signature with the application's public key, keeps trades in memory, and
// signs its answers and notifications with "Alipay's" private key, exactly where alipay-sdk looks for them:
//   GET  /gateway.do?method=alipay.trade.page.pay&…  the buyer's browser opening the cashier: opens the trade
//   POST /gateway.do  alipay.trade.query  → trade_status / trade_no / total_amount, or 40004 ACQ.TRADE_NOT_EXIST
//                     alipay.trade.close  → closes a WAIT_BUYER_PAY trade; 40004 ACQ.TRADE_STATUS_ERROR once paid
// pay(outTradeNo) plays the buyer paying and returns the notification Alipay would POST (signed, sign_type RSA2).
import { createSign, createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  timeExpire: string | undefined;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
}

export interface FakeAlipay {
  gateway: string;
  trades: Map<string, FakeTrade>;
  /** Requests whose signature did not verify. */
  badSignatures: number;
  /** Every method called, in order. */
  calls: string[];
  pay(outTradeNo: string): Record<string, string>;
  /** Signs notification parameters with Alipay's key (tests forge variants with other keys). */
  signNotification(params: Record<string, string>, privateKey?: string): Record<string, string>;
  close(): Promise<void>;
}

const signingString = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeAlipay(options: { appId: string; appPublicKey: string; alipayPrivateKey: string }): Promise<FakeAlipay> {
  const trades = new Map<string, FakeTrade>();
  const calls: string[] = [];
  const state = { badSignatures: 0 };
  const rsa = (text: string, key = options.alipayPrivateKey) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64');

  const answer = (method: string, body: Record<string, unknown>) => {
    const key = `${method.replaceAll('.', '_')}_response`;
    const json = JSON.stringify(body);
    return `{"${key}":${json},"sign":"${rsa(json)}"}`;
  };
  const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const params: Record<string, string> = Object.fromEntries(url.searchParams);
    if (request.method === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(await readBody(request))));
    const method = params.method ?? '';
    calls.push(method);
    const genuine =
      params.app_id === options.appId &&
      Boolean(params.sign) &&
      createVerify('RSA-SHA256').update(signingString(params), 'utf8').verify(options.appPublicKey, params.sign ?? '', 'base64');
    if (!genuine) {
      state.badSignatures += 1;
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(answer(method, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature', sub_msg: '验签出错' }));
      return;
    }
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
    const trade = trades.get(biz.out_trade_no ?? '');
    if (method === 'alipay.trade.page.pay') {
      if (!trade) {
        trades.set(biz.out_trade_no!, {
          outTradeNo: biz.out_trade_no!,
          tradeNo: `2026${randomBytes(8).toString('hex')}`,
          totalAmount: biz.total_amount!,
          subject: biz.subject!,
          timeExpire: biz.time_expire,
          status: 'WAIT_BUYER_PAY',
        });
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><title>支付宝（假）</title>');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    if (method === 'alipay.trade.query') {
      response.end(
        answer(method, trade ? { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo, trade_status: trade.status, total_amount: trade.totalAmount } : notExist),
      );
    } else if (method === 'alipay.trade.close') {
      if (!trade) response.end(answer(method, notExist));
      else if (trade.status === 'TRADE_SUCCESS') response.end(answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR', sub_msg: '交易状态不合法' }));
      else {
        trade.status = 'TRADE_CLOSED';
        response.end(answer(method, { code: '10000', msg: 'Success', out_trade_no: trade.outTradeNo, trade_no: trade.tradeNo }));
      }
    } else {
      response.end(answer(method, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signNotification = (params: Record<string, string>, privateKey = options.alipayPrivateKey) => {
    const unsigned = { ...params };
    delete unsigned.sign_type;
    return { ...unsigned, sign_type: 'RSA2', sign: rsa(signingString(unsigned), privateKey) };
  };

  return {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    trades,
    calls,
    get badSignatures() {
      return state.badSignatures;
    },
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY') throw new Error(`trade ${outTradeNo} cannot be paid`);
      trade.status = 'TRADE_SUCCESS';
      return signNotification({
        app_id: options.appId,
        notify_id: randomBytes(8).toString('hex'),
        notify_type: 'trade_status_sync',
        notify_time: '2026-11-23 10:00:00',
        charset: 'utf-8',
        version: '1.0',
        out_trade_no: trade.outTradeNo,
        trade_no: trade.tradeNo,
        total_amount: trade.totalAmount,
        trade_status: 'TRADE_SUCCESS',
        subject: trade.subject,
      });
    },
    signNotification,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
