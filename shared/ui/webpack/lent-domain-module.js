// Stand-in for one lent @theke/domain module (see lent-domain.js): the module name is the query.
const { LENT_DOMAIN_MODULES } = require('@theke/ui');

module.exports = LENT_DOMAIN_MODULES[__resourceQuery.slice(1)];
