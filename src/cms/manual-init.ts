/** Imported before Decap so it waits for our CMS.init() call (which can point at a local decap-server). */
(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;
