// Throws while its module is evaluated.
throw new Error("cannot start: missing JIRA_TOKEN");
