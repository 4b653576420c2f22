import { LeftOutlined, RightOutlined, StarOutlined, TeamOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MARKETPLACE_KEYWORD_MAX_LENGTH } from '@memory/contracts';
import { templateTags as t } from '@memory/contracts/template';
import { paths } from '../paths';
import { FILTER_PARAMS } from '../marketplaceFilters';

/** The block once per item of `of` (or once, when it holds): a field of the model or of the enclosing block's item. */
function Each({ of, children }: { of: string; children: ReactNode }) {
  return (
    <>
      {t.open(of)}
      {children}
      {t.close(of)}
    </>
  );
}

/** The block when `of` is missing, false or empty. */
function Unless({ of, children }: { of: string; children: ReactNode }) {
  return (
    <>
      {t.openUnless(of)}
      {children}
      {t.close(of)}
    </>
  );
}

const jarHref = paths.publicJar.replace(/:[A-Za-z]+/, t.value('idParam'));
const filterHref = (param: string, field: string) => `${paths.marketplace}?${param}=${t.value(field)}`;
/** A class present only when `field` holds (the selected category, the current page). */
const classWhen = (base: string, field: string, modifier: string) => `${base}${t.open(field)} ${modifier}${t.close(field)}`;

function StaticJarCard() {
  return (
    <li>
      <div className="mp-card" data-testid="public-jar-card">
        <a className="mp-card__cover" href={jarHref} tabIndex={-1} aria-hidden="true">
          <Each of="cover">
            <img className="mp-cover mp-cover--image" src={t.value('cover')} alt="" />
          </Each>
          <Unless of="cover">
            <span className="mp-cover mp-cover--initial">{t.value('initial')}</span>
          </Unless>
        </a>
        <div className="mp-card__text">
          <div className="mp-card__heading">
            <h4 className="mp-card__title">
              <a href={jarHref}>{t.value('name')}</a>
            </h4>
            <Each of="free">
              <span className="mp-tag mp-tag--green">免费</span>
            </Each>
            <Unless of="free">
              <span className="mp-tag mp-tag--gold">付费</span>
            </Unless>
          </div>
          <p className="mp-card__description">
            <Each of="description">{t.value('description')}</Each>
            <Unless of="description">暂无简介</Unless>
          </p>
          {/* Empty (no category, no tags): hidden by :empty, as the card leaves the row out. */}
          <div className="mp-card__labels">
            <Each of="category">
              <span className="mp-tag mp-tag--filled">{t.value('category')}</span>
            </Each>
            <Each of="tags">
              <span className="mp-tag mp-tag--hash">#{t.value('.')}</span>
            </Each>
          </div>
          <div className="mp-card__counts">
            <span aria-label={`${t.value('totalItems')} 个知识点`}>
              <UnorderedListOutlined aria-hidden /> {t.value('totalItems')} 个知识点
            </span>
            <span aria-label={`${t.value('totalSubscribes')} 人订阅`}>
              <TeamOutlined aria-hidden /> {t.value('totalSubscribes')} 人订阅
            </span>
            <span aria-label={`${t.value('totalStars')} 人收藏`}>
              <StarOutlined aria-hidden /> {t.value('totalStars')}
            </span>
          </div>
        </div>
      </div>
    </li>
  );
}

function StaticPagination() {
  return (
    <Each of="pagination">
      <nav className="mp-pagination" aria-label="分页">
        <span className="mp-pagination__item mp-pagination__step mp-pagination__item--disabled" aria-disabled="true" title="上一页">
          <LeftOutlined />
        </span>
        <Each of="pages">
          <a className={classWhen('mp-pagination__item', 'current', 'mp-pagination__item--active')} href={filterHref(FILTER_PARAMS.page, 'number')}>
            {t.value('number')}
          </a>
        </Each>
        <Each of="jumpNext">
          <span className="mp-pagination__item mp-pagination__ellipsis" aria-hidden="true">
            •••
          </span>
          <a className="mp-pagination__item" href={filterHref(FILTER_PARAMS.page, 'last')}>
            {t.value('last')}
          </a>
        </Each>
        <a className="mp-pagination__item mp-pagination__step" href={`${paths.marketplace}?${FILTER_PARAMS.page}=2`} title="下一页" aria-label="下一页">
          <RightOutlined />
        </a>
      </nav>
    </Each>
  );
}

function StaticCategories() {
  return (
    <nav aria-label="分类" className="mp-categories">
      <ul className="mp-categories__list">
        <li className="mp-categories__item mp-categories__item--selected">
          <a href={paths.marketplace} aria-current="page">
            全部
          </a>
        </li>
        <Each of="categories">
          <li className="mp-categories__item">
            <a href={filterHref(FILTER_PARAMS.category, 'idParam')}>{t.value('name')}</a>
          </li>
        </Each>
      </ul>
    </nav>
  );
}

/**
 * 知识市场's first page as plain markup (marketplace-static.css, no antd), written as a template: the build renders
 * it once (scripts/prerender.tsx) and the server fills in the public jars of the moment (MarketplacePrerenderModel in
 * @memory/contracts/prerender, every value escaped). It paints before any script and looks like MarketplacePage,
 * which takes it over; until then its links are plain links, its search a GET form, to the URLs MarketplacePage
 * reads (marketplaceFilters.ts).
 */
export function MarketplaceStaticView() {
  return (
    <section className="mp-page">
      <header className="mp-page__header">
        <h3 className="mp-page__title">知识市场</h3>
      </header>
      <div className="mp-page__body">
        <aside className="mp-page__aside">
          <StaticCategories />
        </aside>
        <div className="mp-page__main">
          <form className="mp-search" role="search" action={paths.marketplace} method="get">
            <input
              className="mp-search__input"
              type="search"
              name={FILTER_PARAMS.keyword}
              aria-label="搜索知识罐"
              placeholder="搜索名称或简介"
              maxLength={MARKETPLACE_KEYWORD_MAX_LENGTH}
            />
            <button className="mp-search__button" type="submit">
              搜索
            </button>
          </form>
          <div className="mp-page__chips">
            <StaticCategories />
          </div>
          <div className="mp-hot-tags" role="group" aria-label="热门标签">
            <span className="mp-hot-tags__label">热门标签</span>
            <Each of="hotTags">
              <a className="mp-chip" href={filterHref(FILTER_PARAMS.tag, 'param')}>
                {t.value('name')}
              </a>
            </Each>
          </div>
          <div className="mp-results">
            <span className="mp-results__total" role="status">
              共 {t.value('total')} 个知识罐
            </span>
            <ul className="mp-results__list" aria-label="知识罐">
              <Each of="jars">
                <StaticJarCard />
              </Each>
            </ul>
            <StaticPagination />
          </div>
        </div>
      </div>
    </section>
  );
}
