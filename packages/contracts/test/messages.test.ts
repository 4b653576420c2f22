import { AI_PREMIUM_REQUIRED_MESSAGES, AI_PREMIUM_TYPES, MEMBERS_ONLY, PREMIUM_FEATURES, PREMIUM_REQUIRED_MESSAGES, PUBLISH_MESSAGES } from '../src';

describe('members-only messages', () => {
  it('give every members’ feature a lock title and a refusal that says where to unlock it', () => {
    for (const feature of PREMIUM_FEATURES) {
      expect(PREMIUM_REQUIRED_MESSAGES[feature]).toBe(`${MEMBERS_ONLY[feature]}，请前往「会员卡」开通`);
    }
    expect(PREMIUM_REQUIRED_MESSAGES.CUSTOM_CURVES).toBe('自定义曲线仅限会员使用，请前往「会员卡」开通');
    expect(PUBLISH_MESSAGES.premiumRequired).toBe('发布知识罐仅限会员使用，请前往「会员卡」开通');
  });

  it('have a refusal for every members’ AI request type', () => {
    for (const type of AI_PREMIUM_TYPES) expect(AI_PREMIUM_REQUIRED_MESSAGES[type]).toMatch(/仅限会员使用/);
  });
});
