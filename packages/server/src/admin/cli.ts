// Admin CLI: `pnpm --filter @memory/server admin <command> ...` (see USAGE). Uses the same DATA_DIR / DATABASE_URL
// as the server. With the embedded PGlite only one process may open the data folder: stop the server first.
import { sql } from 'drizzle-orm';
import { createCredentials, CredentialsError, mintAccessToken, resolveAuthSettings } from '../auth';
import { loadServerConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { credentials } from '../db/schema/auth';
import { grantMembership, isMembershipType, MEMBERSHIP_TYPES } from '../modules/account/service';
import { findUserByUsername, listUsers } from '../modules/users/queries';
import { createUsersService } from '../modules/users/service';
import { seedReferenceData } from '../seed';

const USAGE = `用法：admin <命令>
  create-user <用户名> <密码>                       创建可登录的用户（7 天试用）
  grant-membership <用户名> <${MEMBERSHIP_TYPES.join('|')}> [张数]   发放会员卡，默认 1 张
  mint-token <用户名>                               打印该用户的访问令牌（供脚本调用 API）
  list-users                                        列出所有用户`;

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

const commands: Record<string, (db: Database, args: string[]) => Promise<void>> = {
  async 'create-user'(db, [username, password]) {
    if (!username || !password) throw new UsageError('create-user 需要 <用户名> <密码>');
    const account = await createCredentials(db, { username, password });
    await createUsersService(db).ensureUser(account.id, account.username);
    console.log(`已创建用户 ${account.username}（ID ${account.id}），试用 7 天`);
  },

  async 'grant-membership'(db, [username, type, countText = '1']) {
    if (!username || !type) throw new UsageError('grant-membership 需要 <用户名> <会员卡类型> [张数]');
    if (!isMembershipType(type)) throw new UsageError(`会员卡类型只能是 ${MEMBERSHIP_TYPES.join(' / ')}`);
    const count = Number(countText);
    if (!Number.isInteger(count) || count < 1 || count > 99) throw new UsageError('张数应为 1 到 99 的整数');
    const person = await findPerson(db, username);
    await createUsersService(db).ensureUser(person.id, person.username);
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
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    return name ? 1 : 0;
  }
  const config = loadServerConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await seedReferenceData(database.db);
    await command(database.db, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof CredentialsError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
