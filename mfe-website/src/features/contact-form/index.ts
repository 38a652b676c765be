/** The contact form's block section; its code loads only on a page that has one. */
export const loadFormSection = () => import(/* webpackChunkName: "contact-form" */ './FormSection');
