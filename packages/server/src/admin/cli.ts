// Admin CLI: `pnpm --filter @memory/server admin <command> ...` (see USAGE). Uses the same DATA_DIR / DATABASE_URL
// as the server. With the embedded PGlite only one process may open the data folder: stop the server first.
import { sql } from 'drizzle-orm';
import { createCredentials, CredentialsError, mintAccessToken, resolveAuthSettings } from '../auth';
import { loadServerConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { credentials } from '../db/schema/auth';
import { formatCents, isMembershipType, MEMBERSHIP_TYPES, ORDER_QUANTITY_MAX, ORDER_QUANTITY_MIN, TRIAL_DAYS } from '@memory/contracts';
import { now } from '../clock';
import { grantMembership } from '../modules/account/membership';
import { createAccountService } from '../modules/account/service';
import { listOrdersWithUsers, markPaymentsHandled, unhandledFlaggedPayments } from '../modules/orders/queries';
import { storageByUser } from '../modules/attachments/queries';
import { formatBytes } from '../modules/attachments/format-bytes';
import { findUserByUsername, listUsers } from '../modules/users/queries';
import { createUsersService } from '../modules/users/service';
import { seedReferenceData } from '../seed';
import { DataDirInUseError } from '../db/data-dir-lock';
import { withStartupLock } from '../db/startup-lock';
import { PUBLISH_STATUSES, type PublishStatus } from '@memory/contracts';
import { AppError } from '../http/errors';
import { approveTask, listTasksForModeration, rejectTask } from '../modules/store/moderation';

const USAGE = `用法：admin <命令>
  create-user <用户名> <密码>                       创建可登录的用户（7 天试用）
  grant-membership <用户名> <${MEMBERSHIP_TYPES.join('|')}> [张数]   发放会员卡，默认 1 张
  mint-token <用户名>                               打印该用户的访问令牌（供脚本调用 API）
  list-users                                        列出所有用户
  list-orders [用户名]                              列出订单（最新在前，最多 500 条）
  refund-flagged [--done]                           列出待退款的付款（订单关闭后才到账等）；
                                                    在支付渠道退款后加 --done 标记为已处理
  list-publish [PUBLISHING|PUBLISHED|REJECTED|CANCELLED]  列出发布申请，默认全部
  approve-publish <申请ID>                          通过发布申请，知识罐进入知识市场
  reject-publish <申请ID> <原因>                    驳回发布申请（原因会显示给创建者）
  storage [用户名]                                  各用户附件占用的存储（文件数、字节、未完成的上传）`;

class UsageError extends Error {}

interface Person {
  id: string;
  username: string;
}

/** A person by sign-in name (embedded provider), else by profile name (people from an external provider). */
async function findPerson(db: Database, username: string): Promise<Person> {
  const [login] = await db
    .select({ id: credentials.id, username: credentials.username })
    .from(credentials)
    .where(sql`lower(${credentials.username}) = lower(${username})`)
    .limit(1);
  if (login) return login;
  const profile = await findUserByUsername(db, username);
  if (profile?.username) return { id: profile.id, username: profile.username };
  throw new UsageError(`没有用户名为 ${username} 的用户`);
}

const yuan = (cents: number) => `¥${formatCents(cents)}`;

const commands: Record<string, (db: Database, args: string[]) => Promise<void>> = {
  async 'create-user'(db, [username, password]) {
    if (!username || !password) throw new UsageError('create-user 需要 <用户名> <密码>');
    const account = await createCredentials(db, { username, password });
    await createUsersService(db, { account: createAccountService(db) }).ensureUser(account.id, account.username);
    console.log(`已创建用户 ${account.username}（ID ${account.id}），试用 ${TRIAL_DAYS} 天`);
  },

  async 'grant-membership'(db, [username, type, countText = '1']) {
    if (!username || !type) throw new UsageError('grant-membership 需要 <用户名> <会员卡类型> [张数]');
    if (!isMembershipType(type)) throw new UsageError(`会员卡类型只能是 ${MEMBERSHIP_TYPES.join(' / ')}`);
    const count = Number(countText);
    if (!Number.isInteger(count) || count < ORDER_QUANTITY_MIN || count > ORDER_QUANTITY_MAX) {
      throw new UsageError(`张数应为 ${ORDER_QUANTITY_MIN} 到 ${ORDER_QUANTITY_MAX} 的整数`);
    }
    const person = await findPerson(db, username);
    await createUsersService(db, { account: createAccountService(db) }).ensureUser(person.id, person.username);
    const account = await grantMembership(db, person.id, type, count);
    console.log(`${person.username}：${type} × ${count}，到期时间 ${account.expiredAt.toISOString()}`);
  },

  async 'mint-token'(db, [username]) {
    if (!username) throw new UsageError('mint-token 需要 <用户名>');
    const person = await findPerson(db, username);
    const settings = resolveAuthSettings({ publicUrl: loadServerConfig().publicUrl });
    // Only the token on stdout, so scripts can capture it: TOKEN=$(pnpm ... admin mint-token demo)
    process.stdout.write(`${await mintAccessToken(db, person.id, person.username, { settings })}\n`);
  },

  async storage(db, [username]) {
    const person = username ? await findPerson(db, username) : undefined;
    const rows = await storageByUser(db, person?.id);
    if (rows.length === 0) {
      console.log(person ? `${person.username} 没有附件` : '还没有附件');
      return;
    }
    console.table(
      rows.map((row) => ({
        ID: row.userId,
        用户名: row.username ?? '（未设置）',
        文件数: row.files,
        已用: formatBytes(Number(row.bytes)),
        字节: Number(row.bytes),
        未完成上传: row.pending,
      })),
    );
  },

  async 'list-users'(db) {
    const rows = await listUsers(db);
    if (rows.length === 0) {
      console.log('还没有用户');
      return;
    }
    console.table(
      rows.map((row) => ({
        ID: row.id,
        用户名: row.username ?? '（未设置）',
        账户: row.accountType ?? '-',
        到期: row.expiredAt?.toISOString() ?? '-',
        注册: row.createdAt.toISOString(),
      })),
    );
  },

  async 'list-orders'(db, [username]) {
    const person = username ? await findPerson(db, username) : undefined;
    const rows = await listOrdersWithUsers(db, person?.id);
    if (rows.length === 0) {
      console.log(person ? `${person.username} 还没有订单` : '还没有订单');
      return;
    }
    console.table(
      rows.map(({ order, username: name }) => ({
        订单号: order.id,
        用户: name ?? order.userId,
        商品: `${order.name} × ${order.count}`,
        总价: yuan(order.total),
        状态: order.status,
        渠道: order.provider ?? '-',
        创建: order.createdAt.toISOString(),
        支付: order.paidAt?.toISOString() ?? '-',
      })),
    );
  },

  async 'refund-flagged'(db, args) {
    const flagged = await unhandledFlaggedPayments(db);
    if (flagged.length === 0) {
      console.log('没有待退款的付款');
      return;
    }
    console.table(
      flagged.map(({ payment, order, username: name }) => ({
        付款: payment.id,
        渠道交易号: `${payment.provider}:${payment.tradeNo}`,
        金额: yuan(payment.amount),
        订单号: order.id,
        用户: name ?? order.userId,
        原因: payment.reason ?? '-',
        到账: payment.confirmedAt.toISOString(),
      })),
    );
    if (!args.includes('--done')) {
      console.log(`共 ${flagged.length} 笔。请在支付渠道后台按交易号退款，然后运行 refund-flagged --done 标记为已处理。`);
      return;
    }
    const marked = await markPaymentsHandled(db, flagged.map(({ payment }) => payment.id), now());
    console.log(`已将 ${marked} 笔付款标记为已退款处理`);
  },
};

Object.assign(commands, {
  async 'list-publish'(db: Database, [status]: string[]) {
    if (status && !(PUBLISH_STATUSES as readonly string[]).includes(status)) throw new UsageError(`状态只能是 ${PUBLISH_STATUSES.join(' / ')}`);
    const tasks = await listTasksForModeration(db, status as PublishStatus | undefined);
    if (tasks.length === 0) {
      console.log('没有发布申请');
      return;
    }
    console.table(
      tasks.map((task) => ({ ID: task.id, 知识罐: task.jarName, 分类: task.categoryName, 标签: task.tags.join('、'), 状态: task.status, 原因: task.reason ?? '', 提交: task.createdAt })),
    );
  },

  async 'approve-publish'(db: Database, [taskId]: string[]) {
    if (!taskId) throw new UsageError('approve-publish 需要 <申请ID>');
    const task = await db.transaction((tx) => approveTask(tx, taskId));
    console.log(`已通过：知识罐 ${task.jarId} 已发布到知识市场`);
  },

  async 'reject-publish'(db: Database, [taskId, ...reason]: string[]) {
    if (!taskId || reason.length === 0) throw new UsageError('reject-publish 需要 <申请ID> <原因>');
    await db.transaction((tx) => rejectTask(tx, taskId, reason.join(' ')));
    console.log(`已驳回：${taskId}`);
  },
});

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    return name ? 1 : 0;
  }
  const config = loadServerConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    // The server holds the embedded database's folder: say so, not a stack.
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  try {
    await withStartupLock(database.db, () => seedReferenceData(database.db));
    await command(database.db, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof CredentialsError || error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
