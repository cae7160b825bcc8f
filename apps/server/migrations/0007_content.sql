-- Content: news, banners, the home pop-up, FAQ and fixed pages, each per language with an
-- English fallback. Bodies are plain text (paragraphs split by blank lines): never HTML.

CREATE TABLE articles (
  id          bigserial PRIMARY KEY,
  category    text NOT NULL CHECK (category IN ('news', 'banner', 'popup', 'faq', 'page')),
  -- Fixed pages: aboutus, contactus, operational_compliance, whitepaper, invitenews.
  slug        text UNIQUE,
  image       text NOT NULL DEFAULT '',
  -- A route of the app (#/pages/...) a banner opens.
  link        text NOT NULL DEFAULT '',
  sort_order  integer NOT NULL DEFAULT 100,
  published   boolean NOT NULL DEFAULT true,
  -- The pop-up is shown once per version.
  version     integer NOT NULL DEFAULT 1,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT articles_page_slug CHECK ((category = 'page') = (slug IS NOT NULL))
);
CREATE INDEX articles_category_idx ON articles (category, published, sort_order, id DESC);

CREATE TABLE article_translations (
  article_id bigint NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  lang       text NOT NULL CHECK (lang IN ('zh', 'en', 'hk', 'th', 'jp', 'kor', 'fra', 'spa')),
  title      text NOT NULL,
  summary    text NOT NULL DEFAULT '',
  body       text NOT NULL DEFAULT '',
  PRIMARY KEY (article_id, lang)
);

INSERT INTO settings (key, value, is_public, notes) VALUES
  ('home_menu', 'recharge,withdraw,stock,futures,copytrade,financial,margin,otc,coupons,bills,exchange,lockming,game,chatroom,quickbuy,defi,cloudmining,loan,download,share,whitepaper,commodities,forex', true, 'Quick entries on the home page, in order');
