import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('the database settings', () => {
  it('runs on embedded PGlite without DATABASE_URL', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/finmesh' }).database).toEqual({ driver: 'pglite', dataDir: '/tmp/finmesh/db' });
  });

  it('gives PostgreSQL queries 10 seconds unless told otherwise', () => {
    const url = 'postgres://finmesh@db.internal:5432/finmesh';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({ driver: 'postgresql', url, queryTimeoutSeconds: 10, poolSize: 20 });
    expect(loadConfig({ DATABASE_URL: url, DATABASE_QUERY_TIMEOUT_SECONDS: '3' }).database).toMatchObject({ queryTimeoutSeconds: 3 });
  });

  it.each(['0', '-1', '2.5', 'ten', '601'])('refuses DATABASE_QUERY_TIMEOUT_SECONDS=%s, saying what it takes', (value) => {
    const load = () => loadConfig({ DATABASE_URL: 'postgres://localhost/finmesh', DATABASE_QUERY_TIMEOUT_SECONDS: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('DATABASE_QUERY_TIMEOUT_SECONDS must be a whole number from 1 to 600.');
  });

  it('takes a pool size and a direct connection for the sessions a pooling proxy cannot keep', () => {
    const settings = loadConfig({
      DATABASE_URL: 'postgres://finmesh@pgbouncer:6432/finmesh',
      DATABASE_DIRECT_URL: 'postgres://finmesh@db:5432/finmesh',
      DATABASE_POOL_SIZE: '40',
    }).database;
    expect(settings).toMatchObject({ url: 'postgres://finmesh@pgbouncer:6432/finmesh', directUrl: 'postgres://finmesh@db:5432/finmesh', poolSize: 40 });
  });
});

describe('the settings of several servers', () => {
  it('stores uploads in the local folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).storage).toBeNull();
    expect(
      loadConfig({ S3_BUCKET: 'finmesh-uploads', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' }).storage,
    ).toEqual({ bucket: 'finmesh-uploads', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'key', secretAccessKey: 'secret', forcePathStyle: true });
    expect(loadConfig({ S3_BUCKET: 'finmesh-uploads', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).storage).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      forcePathStyle: false,
    });
  });

  it('says everything a bucket is missing, at once', () => {
    const load = () => loadConfig({ S3_BUCKET: 'Not A Bucket', S3_ENDPOINT: 'minio:9000' });
    expect(load).toThrow('S3_ENDPOINT must be an origin');
    expect(load).toThrow('S3_BUCKET must be a bucket name');
    expect(load).toThrow('S3_ACCESS_KEY_ID is needed with S3_BUCKET.');
    expect(load).toThrow('S3_SECRET_ACCESS_KEY is needed with S3_BUCKET.');
  });

  it('keeps the audit trail AUDIT_RETENTION_DAYS, two years by default', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '0' })).toThrow('AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500.');
  });

  it('deletes applications APPLICATION_RETENTION_DAYS and leads LEAD_RETENTION_DAYS after their last change, a year and two by default', () => {
    expect(loadConfig({}).retention).toMatchObject({ applicationDays: 365, leadDays: 730 });
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '180', LEAD_RETENTION_DAYS: '90' }).retention).toMatchObject({ applicationDays: 180, leadDays: 90 });
    expect(() => loadConfig({ APPLICATION_RETENTION_DAYS: '0' })).toThrow('APPLICATION_RETENTION_DAYS must be a whole number from 1 to 36500.');
    expect(() => loadConfig({ LEAD_RETENTION_DAYS: 'forever' })).toThrow('LEAD_RETENTION_DAYS must be a whole number from 1 to 36500.');
  });

  it('deletes unsubscribed sign-ups, sent emails and finished webhook deliveries after their own windows, 90 days by default', () => {
    expect(loadConfig({}).retention).toMatchObject({ unsubscribedDays: 90, outboxDays: 90, webhookDeliveryDays: 90 });
    expect(loadConfig({ NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS: '30', OUTBOX_RETENTION_DAYS: '14', WEBHOOK_DELIVERY_RETENTION_DAYS: '400' }).retention).toMatchObject({
      unsubscribedDays: 30,
      outboxDays: 14,
      webhookDeliveryDays: 400,
    });
    for (const name of ['NEWSLETTER_UNSUBSCRIBED_RETENTION_DAYS', 'OUTBOX_RETENTION_DAYS', 'WEBHOOK_DELIVERY_RETENTION_DAYS']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(`${name} must be a whole number from 1 to 36500.`);
    }
  });

  it('asks newsletter subscribers to confirm (NEWSLETTER_DOUBLE_OPT_IN), on by default', () => {
    expect(loadConfig({}).newsletterDoubleOptIn).toBe(true);
    expect(loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'false' }).newsletterDoubleOptIn).toBe(false);
    expect(() => loadConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).toThrow('NEWSLETTER_DOUBLE_OPT_IN must be true or false.');
  });

  it('requires two factors of Owners and Admins until an Owner saves a policy, of the roles TWO_FACTOR_ROLES names when set', () => {
    expect(loadConfig({}).auth.twoFactorRoles).toEqual(['owner', 'admin']);
    expect(loadConfig({ TWO_FACTOR_ROLES: 'None' }).auth.twoFactorRoles).toEqual([]);
    expect(loadConfig({ TWO_FACTOR_ROLES: ' Recruiter, owner ' }).auth.twoFactorRoles).toEqual(['owner', 'recruiter']);
    expect(() => loadConfig({ TWO_FACTOR_ROLES: 'owner,boss' })).toThrow('TWO_FACTOR_ROLES must be none or roles from owner, admin, editor, recruiter, sales, viewer, separated by commas.');
  });

  it('checks the addresses webhooks connect to unless WEBHOOK_ALLOW_PRIVATE=true (this machine passes outside production), and sends WEBHOOK_CONCURRENCY at once, WEBHOOK_ENDPOINT_CONCURRENCY to one endpoint', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowPrivate: false, allowLoopback: true, pollIntervalMs: 2000, concurrency: 10, endpointConcurrency: 5 });
    expect(loadConfig({ NODE_ENV: 'production' }).webhooks).toMatchObject({ allowPrivate: false, allowLoopback: false });
    expect(loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks).toMatchObject({ allowPrivate: true, allowLoopback: true });
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_CONCURRENCY: '50' }).webhooks).toMatchObject({ allowPrivate: true, concurrency: 50 });
    expect(() => loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes please' })).toThrow('WEBHOOK_ALLOW_PRIVATE must be true or false.');
    expect(() => loadConfig({ WEBHOOK_CONCURRENCY: '0' })).toThrow('WEBHOOK_CONCURRENCY must be a whole number from 1 to 1000.');
    expect(loadConfig({ WEBHOOK_ENDPOINT_CONCURRENCY: '1' }).webhooks.endpointConcurrency).toBe(1);
    expect(() => loadConfig({ WEBHOOK_ENDPOINT_CONCURRENCY: '0' })).toThrow('WEBHOOK_ENDPOINT_CONCURRENCY must be a whole number from 1 to 1000.');
  });

  it('drains for SHUTDOWN_DRAIN_SECONDS on SIGTERM, none by default', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '5' }).shutdownDrainSeconds).toBe(5);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '301' })).toThrow('SHUTDOWN_DRAIN_SECONDS must be a whole number from 0 to 300.');
  });

  it('reads MAIL_FROM into a name and an address, and refuses what is neither', () => {
    expect(loadConfig({}).mail.from).toEqual({ name: 'Finmesh', address: 'no-reply@finmesh.local' });
    expect(loadConfig({ MAIL_FROM: 'Finmesh Careers <careers@finmesh.example>' }).mail.from).toEqual({ name: 'Finmesh Careers', address: 'careers@finmesh.example' });
    expect(loadConfig({ MAIL_FROM: 'no-reply@finmesh.example' }).mail.from).toEqual({ address: 'no-reply@finmesh.example' });
    for (const value of ['Finmesh', 'a@b.example, c@d.example', 'Finmesh <a@b.example> <c@d.example>']) {
      expect(() => loadConfig({ MAIL_FROM: value }), value).toThrow('MAIL_FROM must be an address, or a name and an address');
    }
  });
});

describe('where answers to the team\u2019s mail go, and how many receipts an address gets', () => {
  it('reads MAIL_REPLY_TO as MAIL_FROM is read, none by default, and refuses what is not an address', () => {
    expect(loadConfig({}).mail.replyTo).toBeNull();
    expect(loadConfig({ MAIL_REPLY_TO: 'Finmesh Team <team@finmesh.example>' }).mail.replyTo).toEqual({ name: 'Finmesh Team', address: 'team@finmesh.example' });
    expect(loadConfig({ MAIL_REPLY_TO: 'team@finmesh.example' }).mail.replyTo).toEqual({ address: 'team@finmesh.example' });
    expect(() => loadConfig({ MAIL_REPLY_TO: 'the team' })).toThrow('MAIL_REPLY_TO must be an address, or a name and an address: Finmesh team <team@example.com>.');
  });

  it('sends an address 3 receipts an hour by default, MAIL_RECEIPTS_PER_HOUR when set', () => {
    expect(loadConfig({}).mail.receiptsPerHour).toBe(3);
    expect(loadConfig({ MAIL_RECEIPTS_PER_HOUR: '10' }).mail.receiptsPerHour).toBe(10);
    expect(() => loadConfig({ MAIL_RECEIPTS_PER_HOUR: '0' })).toThrow('MAIL_RECEIPTS_PER_HOUR must be a whole number from 1 to 1000.');
  });
});

describe('the GraphQL explorer', () => {
  it('opens (with introspection) outside production, and in production only with GRAPHQL_EXPLORER=true', () => {
    expect(loadConfig({}).graphqlExplorer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).graphqlExplorer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).graphqlExplorer).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_EXPLORER: 'true' }).graphqlExplorer).toBe(true);
    expect(loadConfig({ GRAPHQL_EXPLORER: 'false' }).graphqlExplorer).toBe(false);
    expect(() => loadConfig({ GRAPHQL_EXPLORER: 'sometimes' })).toThrow('GRAPHQL_EXPLORER must be true or false.');
  });
});

describe('the site’s address and the origins whose pages may post its forms (issue P19 §1)', () => {
  it('without PUBLIC_URL: http://localhost:PORT, and the loopback names of the port as one site', () => {
    expect(loadConfig({ PORT: '4100' })).toMatchObject({
      publicUrl: 'http://localhost:4100',
      localSite: true,
      siteOrigins: ['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100'],
    });
    // As a browser writes the origin: no default port.
    expect(loadConfig({ PORT: '80' }).siteOrigins).toEqual(['http://localhost', 'http://127.0.0.1', 'http://[::1]']);
  });

  it('with PUBLIC_URL: its origin, and ALLOWED_ORIGINS as a browser writes them', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://www.finmesh.example/' })).toMatchObject({ publicUrl: 'https://www.finmesh.example', localSite: false, siteOrigins: ['https://www.finmesh.example'] });
    expect(loadConfig({ PUBLIC_URL: 'https://www.finmesh.example', ALLOWED_ORIGINS: ' https://Finmesh.example:443 ,http://partners.finmesh.example:8080/,' }).siteOrigins).toEqual([
      'https://www.finmesh.example',
      'https://finmesh.example',
      'http://partners.finmesh.example:8080',
    ]);
  });

  it('refuses an ALLOWED_ORIGINS entry that is not an origin, naming it', () => {
    for (const value of ['*', 'https://*.finmesh.example', 'finmesh.example', 'https://finmesh.example/apply', 'ftp://finmesh.example', 'https://user:pw@finmesh.example']) {
      expect(() => loadConfig({ PUBLIC_URL: 'https://www.finmesh.example', ALLOWED_ORIGINS: `https://ok.example,${value}` }), value).toThrow(
        `ALLOWED_ORIGINS must list origins such as https://www.example.com,https://example.com, separated by commas (no path, no wildcard): "${value}" is not one.`,
      );
    }
    expect(() => loadConfig({ PUBLIC_URL: 'https://www.finmesh.example/careers' })).toThrow('PUBLIC_URL must be an origin such as https://www.example.com (no path).');
  });
});

describe('TRUST_PROXY (issue P19 §2): a number of proxies or their addresses, never every X-Forwarded-For entry', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a hop count, or addresses and ranges of the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8,::1,loopback,uniquelocal' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', 'fd00::/8', '::1', 'loopback', 'uniquelocal']);
  });

  it('refuses true (every entry, the left-most written by the client) and what is not an address, saying what to write instead', () => {
    for (const value of ['true', 'yes', 'on', '10.0.0.0/33', '0.0.0.0/0', '10.0.0', 'proxy.internal', '::1/129', '33']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        'TRUST_PROXY must be false, the number of proxies in front of the server (TRUST_PROXY=1 behind one load balancer), or their addresses (TRUST_PROXY=10.0.0.0/8,192.168.1.5). "true" is refused: it would trust every X-Forwarded-For entry, and the left-most is whatever the client wrote.',
      );
    }
  });
});
